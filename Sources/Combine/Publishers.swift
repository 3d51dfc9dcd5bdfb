/// Namespace for the publisher types that operators return.
public enum Publishers {}
