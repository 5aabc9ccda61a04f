import Foundation
import QuickActions
import XCTest

/// Wraps `body` (the inside of a `<dict>`) in a complete XML Info.plist.
func infoPlistXML(_ body: String) -> Data {
  let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>CFBundleIdentifier</key><string>com.example.app</string>
    \(body)
    </dict>
    </plist>
    """
  return Data(document.utf8)
}

/// An Info.plist whose `UIApplicationShortcutItems` array holds `items` (each the inside of a `<dict>`).
func infoPlistXML(items: [String]) -> Data {
  let dictionaries = items.map { "<dict>\($0)</dict>" }.joined(separator: "\n")
  return infoPlistXML("<key>UIApplicationShortcutItems</key><array>\(dictionaries)</array>")
}

/// The same property list as `xml`, re-encoded in the binary format.
func binaryPropertyList(from xml: Data) throws -> Data {
  let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
  return try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
}
