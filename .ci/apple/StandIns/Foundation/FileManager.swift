/// An object that lets you enumerate the contents of a collection.
/// https://developer.apple.com/documentation/foundation/nsenumerator
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSEnumerator: NSObject, Sequence {
  /// https://developer.apple.com/documentation/foundation/nsenumerator/nextobject()
  open func nextObject() -> Any? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsenumerator/allobjects
  open var allObjects: [Any] { fatalError() }
  /// Iterates with `nextObject()` (Apple's NSFastEnumerationIterator).
  public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
}

/// An iterator over a fast-enumerable Foundation collection.
/// https://developer.apple.com/documentation/foundation/nsfastenumerationiterator
public struct NSFastEnumerationIterator: IteratorProtocol {
  /// https://developer.apple.com/documentation/foundation/nsfastenumerationiterator/next()
  public mutating func next() -> Any? { fatalError() }
}

extension FileManager {
  /// An object that enumerates the contents of a directory.
  /// https://developer.apple.com/documentation/foundation/filemanager/directoryenumerator
  open class DirectoryEnumerator: NSEnumerator {}

  /// Returns a directory enumerator object that can be used to perform a deep enumeration of the directory at the
  /// specified path.
  /// https://developer.apple.com/documentation/foundation/filemanager/enumerator(atpath:)
  public func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator? { fatalError() }

  /// Returns a directory enumerator object that can be used to perform a deep enumeration of the directory at the
  /// specified URL.
  /// https://developer.apple.com/documentation/foundation/filemanager/enumerator(at:includingpropertiesforkeys:options:errorhandler:)
  public func enumerator(
    at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
    options mask: FileManager.DirectoryEnumerationOptions = [],
    errorHandler handler: ((URL, any Error) -> Bool)? = nil
  ) -> FileManager.DirectoryEnumerator? { fatalError() }
}

extension FileManager {
  /// Performs a shallow search of the specified directory and returns URLs for the contained items.
  /// https://developer.apple.com/documentation/foundation/filemanager/contentsofdirectory(at:includingpropertiesforkeys:options:)
  public func contentsOfDirectory(
    at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
    options mask: FileManager.DirectoryEnumerationOptions = []
  ) throws -> [URL] { fatalError() }
}

extension URL {
  /// In an app that has adopted App Sandbox, makes the resource pointed to by a security-scoped URL available to the
  /// app.
  /// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()
  public func startAccessingSecurityScopedResource() -> Bool { fatalError() }

  /// Revokes the access granted to the URL by a call to startAccessingSecurityScopedResource().
  /// https://developer.apple.com/documentation/foundation/url/stopaccessingsecurityscopedresource()
  public func stopAccessingSecurityScopedResource() {}
}
