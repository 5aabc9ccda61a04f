import CommandLineKit
import QuickActions
import SceneLifecycle

extension WebClipPNG {
  /// Reads and checks the file at `path` given to `flag`: the image, or the one line to print and the exit
  /// status (66 when the file cannot be read, 64 when it is not an image the page accepts).
  static func load(_ path: String, flag: String) -> Result<WebClipPNG, WebClipFailure> {
    let named = "\(flag): '\(Escaping.terminalText(path, limit: 120))'"
    let bytes: [UInt8]
    do {
      // One byte over the limit is enough to tell the file is too large without reading all of it.
      bytes = try FileIO.read(path, limit: maximumBytes)
    } catch {
      switch error.cause {
      case .unreadable:
        // FileIO speaks of scenario files; an image given as a directory is simply a directory.
        let reason = error.message.hasPrefix("is a directory") ? "is a directory" : error.message
        return .failure(WebClipFailure(message: "\(named) cannot be read: \(reason)", status: .noInput))
      case .invalid:
        return .failure(
          WebClipFailure(
            message: "\(named) is larger than the limit of \(maximumBytes) bytes (512 KiB)", status: .usage))
      }
    }
    switch check(bytes) {
    case .success(let image): return .success(image)
    case .failure(let problem): return .failure(WebClipFailure(message: "\(named) \(problem)", status: .usage))
    }
  }
}
