import Foundation
import QuickActions

extension ShortcutItem {
  /// The item as a scenario file writes it, in the short keys `StaticShortcutItems.fromJSON(_:path:)` reads:
  /// `type`, `title`, then `subtitle`, the one icon key that produces the icon (an icon type by its short name),
  /// `userInfo` and `targetContentIdentifier` when present.
  ///
  /// Reading the result back gives the same item, except that JSON has no dates or bytes: those come back as the
  /// strings `PropertyListValue.scenarioJSON` writes, and writing that item again gives the same JSON.
  package var scenarioJSON: JSONValue {
    var object = JSONObject()
    object["type"] = .string(type)
    object["title"] = .string(localizedTitle)
    if let localizedSubtitle { object["subtitle"] = .string(localizedSubtitle) }
    switch icon {
    case .system(let type)?: object["iconType"] = .string(type.name)
    case .templateImage(let name)?: object["iconFile"] = .string(name)
    case .systemImage(let name)?: object["iconSymbol"] = .string(name)
    case nil: break
    }
    if let userInfo { object["userInfo"] = PropertyListValue.dictionary(userInfo).scenarioJSON }
    if let targetContentIdentifier { object["targetContentIdentifier"] = .string(targetContentIdentifier) }
    return .object(object)
  }
}

extension PropertyListValue {
  /// The value as JSON, dictionary keys sorted.
  ///
  /// A real keeps its fraction (`2.0` stays a real when read back). JSON has no dates or bytes, so a date becomes
  /// ISO 8601 text in UTC (with milliseconds only when the date has a fraction of a second) and data becomes base64
  /// text. A real that is NaN or infinite, which JSON cannot write as a number, becomes the text `nan`, `inf` or
  /// `-inf`.
  package var scenarioJSON: JSONValue {
    switch self {
    case .string(let text): return .string(text)
    case .integer(let number): return .number(JSONNumber(number))
    case .real(let number) where !number.isFinite: return .string("\(number)")
    case .real(let number): return .number(JSONNumber(literal: "\(number)", isInteger: false))
    case .bool(let flag): return .bool(flag)
    case .date(let date): return .string(Self.iso8601String(from: date))
    case .data(let data): return .string(data.base64EncodedString())
    case .array(let values): return .array(values.map(\.scenarioJSON))
    case .dictionary(let members):
      var object = JSONObject()
      for key in members.keys.sorted() {
        if let member = members[key] { object[key] = member.scenarioJSON }
      }
      return .object(object)
    }
  }

  /// `date` as ISO 8601 in UTC, with milliseconds only when the date has a fraction of a second.
  static func iso8601String(from date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    let interval = date.timeIntervalSinceReferenceDate
    if interval.rounded(.down) != interval {
      formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }
    return formatter.string(from: date)
  }
}
