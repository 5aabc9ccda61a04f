#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a file could not be read or written: the system's reason and what it means for the scenario.
public struct FileIOError: Error, Hashable, Sendable {
  /// What went wrong, lower case (`no such file or directory`).
  public let message: String
  /// ``InputError/Cause/unreadable`` for unreadable or unwritable files, ``InputError/Cause/invalid`` for
  /// oversized ones.
  public let cause: InputError.Cause
  /// ``InputLimit/fileSize`` when the file is larger than the limit it was read with; `nil` otherwise.
  public let limit: InputLimit?

  /// An error with the system's reason.
  public init(message: String, cause: InputError.Cause, limit: InputLimit? = nil) {
    self.message = message
    self.cause = cause
    self.limit = limit
  }
}

/// File system access through POSIX calls, so every failure carries the system's reason.
public enum FileIO {
  /// Reads a whole regular file.
  /// - Parameters:
  ///   - path: the file.
  ///   - limit: the largest size accepted, in bytes.
  /// - Throws: ``FileIOError``: missing, unreadable, a directory, not a regular file (a FIFO or device, which
  ///   is opened without blocking and never read), or larger than `limit`.
  package static func read(_ path: String, limit: Int) throws(FileIOError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileIOError(message: errorMessage(errno), cause: .unreadable) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileIOError(message: errorMessage(errno), cause: .unreadable) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw FileIOError(message: "is a directory, not a scenario file", cause: .unreadable)
    default: throw FileIOError(message: "is not a regular file", cause: .unreadable)
    }
    let tooLarge = FileIOError(
      message: "is larger than the limit of \(InputLimits.describeBytes(limit))", cause: .invalid, limit: .fileSize)
    guard Int(info.st_size) <= limit else { throw tooLarge }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { throw tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
      }
      let result = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return posixRead(descriptor, base + count, raw.count - count)
      }
      if result > 0 {
        count += result
      } else if result == 0 {
        break
      } else if errno != EINTR {
        throw FileIOError(message: errorMessage(errno), cause: .unreadable)
      }
    }
    guard count <= limit else { throw tooLarge }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
  /// - Returns: `nil` once everything is written, or the `errno` of the write that failed (0 when the
  ///   descriptor took nothing).
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw -> Int in
        guard let start = raw.baseAddress else { return 0 }
        return write(descriptor, start + written, raw.count - written)
      }
      if result > 0 {
        written += result
      } else if result < 0, errno == EINTR {
        continue
      } else {
        return result < 0 ? errno : 0
      }
    }
    return nil
  }

  /// Replaces `path` with `bytes` so that a crash never leaves a half-written file: writes a hidden
  /// temporary file in the same directory, flushes it to disk, and renames it over the original (whose
  /// permissions it keeps). A symbolic link is followed and its target replaced.
  /// - Throws: ``FileIOError`` with cause ``InputError/Cause/unreadable``; the original is then untouched.
  package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileIOError) {
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    // Split at the last `/` byte (``FileNames/lastComponent(of:)``): a combining mark after it makes one Character of
    // the two, which a split on Characters would miss, putting the name's first part into the directory.
    let base = FileNames.lastComponent(of: target)
    let directory =
      base.utf8.count == target.utf8.count
      ? "." : String(decoding: Array(target.utf8).dropLast(base.utf8.count + 1), as: UTF8.self)
    var template = Array("\(directory.isEmpty ? "" : directory)/.\(base).qa-sim-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw FileIOError(
        message: "cannot create a temporary file next to it: \(errorMessage(errno))", cause: .unreadable)
    }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    func fail(_ what: String, _ code: Int32) -> FileIOError {
      unlink(temporary)
      return FileIOError(message: "\(what): \(errorMessage(code))", cause: .unreadable)
    }
    var info = stat()
    if stat(target, &info) == 0 {
      fchmod(descriptor, info.st_mode & 0o7777)
    } else {
      // mkstemp makes the file readable by its owner alone; a new file gets the mode `open` would give it.
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    if let code = writeAll(bytes, to: descriptor) {
      close(descriptor)
      throw fail("cannot write the temporary file", code)
    }
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      throw fail("cannot flush the temporary file", code)
    }
    close(descriptor)
    guard rename(temporary, target) == 0 else { throw fail("cannot replace the file", errno) }
    let directoryDescriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// The system's message for `code`, starting in lower case (`no such file or directory`).
  package static func errorMessage(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }
}

/// `read(2)`, named apart from ``FileIO/read(_:limit:)``.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
