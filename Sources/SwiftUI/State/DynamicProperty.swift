/// A stored property of a view that the graph connects to persistent storage before `body` runs.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// How our property wrappers connect: `install` is called before every body evaluation with the node
/// and the next free storage slot.
@MainActor protocol InstallableProperty {
  func install(on node: ViewNode, slot: inout Int)
}

extension ViewNode {
  func installDynamicProperties(of value: Any) {
    var slot = 0
    guard let installers = DynamicPropertyLayout.installers(for: type(of: value)) else {
      return installProperties(in: value, slot: &slot)
    }
    guard !installers.isEmpty else { return }
    func install<V>(_ value: V) {
      withUnsafePointer(to: value) { pointer in
        for installer in installers { installer(UnsafeRawPointer(pointer), self, &slot) }
      }
    }
    _openExistential(value, do: install)
  }

  /// The properties inside a custom DynamicProperty, as reflection finds them.
  func installDynamicProperties(nestedIn value: Any, slot: inout Int) {
    installProperties(in: value, slot: &slot)
  }

  private func installProperties(in value: Any, slot: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any InstallableProperty {
        property.install(on: self, slot: &slot)
      } else if child.value is any DynamicProperty {
        // A custom DynamicProperty composed of ours (a struct holding @State, say).
        installProperties(in: child.value, slot: &slot)
      }
    }
  }

  /// The storage object in `slot`, created on first use (or when a different view type took the slot).
  func storage<T: AnyObject>(_ slot: inout Int, make: () -> T) -> T {
    defer { slot += 1 }
    if slot < propertySlots.count, let existing = propertySlots[slot] as? T { return existing }
    let created = make()
    if slot < propertySlots.count {
      propertySlots[slot] = created
    } else {
      propertySlots.append(created)
    }
    return created
  }
}
