// Sources/qa-sim-bench/Bench+Replay.swift passes `environ` to posix_spawn. No Darwin C header declares
// `environ`; Swift's Darwin overlay does, as a get-only variable over `*_NSGetEnviron()` (stdlib/public/Platform/
// Platform.swift in the Swift project, for macOS, iOS, tvOS and watchOS). So the call compiles on Darwin; the C
// spelling `_NSGetEnviron()` does too, and `environ` cannot be assigned as Glibc's C variable can.
import Foundation

func spawn(_ executable: String, _ argv: [UnsafeMutablePointer<CChar>?]) -> Int32 {
  var pid = pid_t()
  var actions: posix_spawn_file_actions_t? = nil
  return argv.withUnsafeBufferPointer { buffer -> Int32 in
    guard let base = buffer.baseAddress else { return -1 }
    return posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: base), environ)
  }
}

func spellings() {
  let fromOverlay: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
  let fromHeader: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
  _ = (fromOverlay, fromHeader)
  environ = fromOverlay  // expected-error {{cannot assign to value: 'environ' is a get-only property}}
}
