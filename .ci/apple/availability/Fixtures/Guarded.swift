// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// Every use here is guarded high enough, in each of the ways the compiler accepts: no finding.
import Foundation
import Synchronization

func ifAvailable(_ bytes: [UInt8]) -> String? {
  if #available(macOS 15.0, iOS 18.0, *) {
    return String(validating: bytes, as: UTF8.self)
  }
  return nil
}

func guardAvailable(_ text: String) -> Bool {
  guard #available(macOS 13, iOS 16, *) else { return false }
  return text.firstRange(of: "ab") != nil
}

func laterConditions(_ text: String) -> Bool {
  if #available(macOS 13, iOS 16, *), text.firstRange(of: "a") != nil { return true }
  return false
}

func elseOfUnavailable() -> Int {
  if #unavailable(macOS 15, iOS 18) {
    return 0
  } else {
    return Mutex(1).withLock { $0 }
  }
}

func guardUnavailable() -> Int {
  guard #unavailable(macOS 15, iOS 18) else { return Mutex(2).withLock { $0 } }
  return 0
}

func whileAvailable(_ text: String) {
  while #available(macOS 13, iOS 16, *) {
    _ = text.replacing("a", with: "b")
    break
  }
}

@available(macOS 13.0, iOS 16.0, *)
func markedFunction() -> Duration { .seconds(1) }

@available(macOS, introduced: 15.0)
@available(iOS, introduced: 18.0)
func longForm() -> Int { Mutex(3).withLock { $0 } }

@available(macOS 13, iOS 16, *)
struct MarkedType {
  let clock = ContinuousClock()
  var start: ContinuousClock.Instant { clock.now }
}

struct PlainType {}

@available(macOS 13, iOS 16, *)
extension PlainType {
  func split(_ text: String) -> Int { text.split(separator: "ab").count }
}

struct Accessors {
  var elapsed: Int {
    if #available(macOS 13, iOS 16, *) {
      return Int(Duration.seconds(1).components.seconds)
    }
    return 0
  }
}

func nestedDeclaration(_ text: String) -> Int {
  guard #available(macOS 13, iOS 16, *) else { return 0 }
  func inner() -> Int { text.split(separator: "ab").count }
  return inner()
}

@available(iOS, unavailable)
@available(macCatalyst, unavailable)
func macOnly() -> Int {
  if #available(macOS 15, *) { return Mutex(4).withLock { $0 } }
  return 0
}

func inactive(_ text: String) -> Bool {
  #if false
    return text.firstRange(of: "a") != nil
  #else
    return false
  #endif
}

@available(*, unavailable)
func neverBuilt(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
