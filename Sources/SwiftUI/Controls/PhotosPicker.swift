import Foundation

/// PhotosUI's picker (`import PhotosUI`). There is no photo library on Linux: a tap on the label opens the
/// file browser sheet (FileBrowserSheet) on the user's Pictures folder, showing the files the filter
/// matches (images, videos); picking sets the selection.
public struct PhotosPicker<Label: View>: View {
  let selection: Binding<[PhotosPickerItem]>
  let maxSelectionCount: Int?
  let filter: PHPickerFilter?
  let label: Label
  @State private var isPresented = false

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.init(single: selection, filter: filter, label: label())
  }

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) {
    self.init(single: selection, filter: filter, label: label())
  }

  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.maxSelectionCount = maxSelectionCount
    self.filter = filter
    self.label = label()
  }

  init(single: Binding<PhotosPickerItem?>, filter: PHPickerFilter?, label: Label) {
    selection = Binding(
      get: { single.wrappedValue.map { [$0] } ?? [] },
      set: { single.wrappedValue = $0.first })
    maxSelectionCount = 1
    self.filter = filter
    self.label = label
  }

  public var body: some View {
    Button {
      isPresented = true
    } label: {
      label
    }
    .sheet(isPresented: $isPresented) {
      FileBrowserSheet(
        mode: .open(
          allowed: (filter ?? .any(of: [.images, .videos])).types, multiple: maxSelectionCount != 1),
        start: FileBrowserSheet.startFolder(FileBrowserSheet.pictures),
        finish: { urls in
          isPresented = false
          let limit = maxSelectionCount ?? urls.count
          selection.wrappedValue = urls.prefix(max(limit, 1)).map(PhotosPickerItem.init(url:))
        },
        fail: { _ in isPresented = false },
        cancel: { isPresented = false })
    }
  }
}

extension PhotosPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(single: selection, filter: filter, label: Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>,
    maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(
      selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter,
      preferredItemEncoding: preferredItemEncoding
    ) { Text(titleKey) }
  }
}

/// A picked photo: a file here. `loadTransferable(type:)` reads it and hands it over as `Data`, an `Image`
/// (image files) or any Transferable type that imports the file's content type.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  let url: URL
  public let itemIdentifier: String?
  public var supportedContentTypes: [UTType] { [UTType.of(file: url, isDirectory: false)] }

  init(url: URL) {
    self.url = url
    itemIdentifier = url.path
  }

  public init(itemIdentifier: String) {
    url = URL(fileURLWithPath: itemIdentifier)
    self.itemIdentifier = itemIdentifier
  }

  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    let data = try Data(contentsOf: url)
    let payload = TransferPayload(data: data, contentType: supportedContentTypes[0])
    return await payload.load(T.self)
  }

  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    Task { @MainActor in
      do {
        completionHandler(.success(try await loadTransferable(type: type)))
      } catch {
        completionHandler(.failure(error))
      }
      progress.completedUnitCount = 1
    }
    return progress
  }

  public enum EncodingDisambiguationPolicy: Sendable, Hashable {
    case automatic, current, compatible
  }
}

public struct PhotosPickerSelectionBehavior: Sendable, Hashable {
  let ordered: Bool
  public static let `default` = PhotosPickerSelectionBehavior(ordered: false)
  public static let ordered = PhotosPickerSelectionBehavior(ordered: true)
  public static let continuous = PhotosPickerSelectionBehavior(ordered: false)
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(ordered: true)
}

/// Which items the picker shows: here, the content types of the files listed.
public struct PHPickerFilter: Sendable, Hashable {
  let types: [UTType]
  public static let images = PHPickerFilter(types: [.image])
  public static let videos = PHPickerFilter(types: [.movie])
  public static let livePhotos = PHPickerFilter(types: [.image])
  public static let screenshots = PHPickerFilter(types: [.png])
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(types: filters.flatMap(\.types))
  }
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(
      types: filters.first?.types.filter { type in
        filters.allSatisfy { $0.types.contains { type.conforms(to: $0) } }
      } ?? [])
  }
  /// Files not matched by `filter` (of the image and video types).
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter(
      types: [UTType.image, .movie].filter { type in
        !filter.types.contains { type.conforms(to: $0) }
      })
  }
}

/// The photo library: the user's Pictures folder here.
public final class PHPhotoLibrary: @unchecked Sendable {
  private static let library = PHPhotoLibrary()
  public class func shared() -> PHPhotoLibrary { library }
}
