// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// Guards that do not reach what the use needs, and a guard for one platform only.
import Synchronization

func tooLow(_ bytes: [UInt8]) -> String? {
  if #available(macOS 13, iOS 16, *) {
    return String(validating: bytes, as: UTF8.self)  // expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0
  }
  return nil
}

func macOSOnlyGuard() -> Int {
  if #available(macOS 15, *) {
    return Mutex(0).withLock { $0 }  // expect-availability: iOS 18.0, macCatalyst 18.0
  }
  return 0
}

func catalystRaisedSeparately(_ text: String) -> Bool {
  if #available(iOS 16, macCatalyst 15, *) {
    return text.firstRange(of: "a") != nil  // expect-availability: macOS 13.0, macCatalyst 16.0
  }
  return false
}

@available(macOS 14, *)
func markedTooLow() -> Int {
  Mutex(1).withLock { $0 }  // expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0
}
