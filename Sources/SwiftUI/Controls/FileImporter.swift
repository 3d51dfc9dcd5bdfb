import Foundation

// iOS's document picker and exporter, on a desktop: a sheet browsing the home folder's files
// (FileBrowserSheet). Cancelling calls nothing but `onCancellation`, as on iOS.

extension View {
  /// Picks files of the allowed types (one, or several with `allowsMultipleSelection`: tick them, then Open).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Picks one file of the allowed types.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false
    ) { result in
      onCompletion(result.map { $0[0] })
    }
  }

  /// iOS 17: also told when the sheet is cancelled.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    allowsMultipleSelection: Bool = false,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    sheet(isPresented: isPresented) {
      FileBrowserSheet(
        mode: .open(allowed: allowedContentTypes, multiple: allowsMultipleSelection),
        start: FileBrowserSheet.startFolder(FileBrowserSheet.home),
        finish: { urls in
          isPresented.wrappedValue = false
          onCompletion(.success(urls))
        },
        fail: { error in
          isPresented.wrappedValue = false
          onCompletion(.failure(error))
        },
        cancel: {
          isPresented.wrappedValue = false
          onCancellation()
        })
    }
  }

  /// iOS 17: saves `item` (its first representation with bytes of one of `contentTypes`, else its first)
  /// under the name typed, in the folder shown.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    sheet(isPresented: isPresented) {
      FileBrowserSheet(
        mode: .save(
          defaultName: defaultFilename ?? "Untitled",
          write: { url in
            guard let item else { throw CocoaError(.fileWriteUnknown) }
            let data = try TransferPayload(item).dataNow(preferring: contentTypes)
            try data.write(to: url, options: .atomic)
          }),
        start: FileBrowserSheet.startFolder(FileBrowserSheet.home),
        finish: { urls in
          isPresented.wrappedValue = false
          onCompletion(.success(urls[0]))
        },
        fail: { error in
          isPresented.wrappedValue = false
          onCompletion(.failure(error))
        },
        cancel: {
          isPresented.wrappedValue = false
          onCancellation()
        })
    }
  }
}
