// libFuzzer target `info-plist`: `StaticShortcutItems.fromInfoPlist(data:)` on arbitrary bytes (XML,
// binary and OpenStep property lists all reach Foundation's parser first).

import Foundation
import QuickActions
import SceneLifecycle

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func infoPlistFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  InfoPlistFuzzer.check(bytes)
  return 0
}

/// The checks made on one input.
enum InfoPlistFuzzer {
  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  static func check(_ data: Data) {
    do {
      let result = try StaticShortcutItems.fromInfoPlist(data: data)
      for warning in result.warnings { require(!warning.description.isEmpty, "an empty warning") }
      // The menu the items make never shows more than the Home Screen's limit.
      let menu = HomeScreenMenu(staticItems: result.items.map(\.type))
      require(
        menu.shownItems.count <= HomeScreenMenu<String>.displayLimit, "the menu shows \(menu.shownItems.count) items")
    } catch {
      require(!error.description.isEmpty, "an empty error message")
      require(error.path.isEmpty || error.path.hasPrefix(StaticShortcutItems.infoPlistKey), "path \(error.path)")
    }
  }
}
