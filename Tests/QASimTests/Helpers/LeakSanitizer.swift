/// Turns LeakSanitizer off for the test process when the tests are built with `--sanitize=address` (the
/// runtime asks this hook at exit; other builds never call it). Address errors are still caught.
///
/// Swift packs enum case tags into the spare bits of the pointers it stores, so LeakSanitizer cannot follow
/// them and reports values that are still reachable as leaked (a parsed `JSONValue` tree held by a fixture,
/// XCTest's test names), and swift-corelibs-foundation leaks a `CFError` per unreadable property list.
/// The `qa-sim` processes the tests start keep leak detection on, with the Foundation leak suppressed
/// (``BinaryRunner/leakSuppressions``).
@_cdecl("__lsan_is_turned_off")
public func leakSanitizerIsTurnedOff() -> Int32 { 1 }
