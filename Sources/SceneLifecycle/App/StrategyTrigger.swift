/// Where a table strategy's actions run: a callback, optionally only when it hands over one kind of delivery.
///
/// Scenario files write it `<selector>` or `<selector>[<kind>]`, for example
/// `scene(_:willConnectTo:options:)[url]` (the app reads `connectionOptions.urlContexts`).
public struct StrategyTrigger: Hashable, Sendable {
  /// The callback.
  public let callback: CallbackKind
  /// The kind of delivery the list is for; `nil` for whatever the callback carries (or nothing).
  public let carrying: DeliveryKind?

  /// Creates a trigger.
  public init(_ callback: CallbackKind, carrying: DeliveryKind? = nil) {
    self.callback = callback
    self.carrying = carrying
  }

  /// `<selector>` or `<selector>[<kind>]`.
  public var name: String { carrying.map { "\(callback.selector)[\($0.name)]" } ?? callback.selector }

  /// Reads ``name``.
  public init?(name: String) {
    if let kind = CallbackKind(selector: name) {
      self.init(kind)
      return
    }
    guard name.hasSuffix("]"), let open = name.lastIndex(of: "["),
      let kind = CallbackKind(selector: String(name[..<open]))
    else { return nil }
    let label = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard let carrying = DeliveryKind.allCases.first(where: { $0.name == label }) else { return nil }
    self.init(kind, carrying: carrying)
  }

  /// Why the trigger can never fire (the callback never hands over that kind), or `nil`.
  public var problem: String? {
    guard let carrying, !callback.carries.contains(carrying) else { return nil }
    let carried = callback.carries.map(\.name)
    return "\(callback.selector) never hands over a \(carrying.name)"
      + (carried.isEmpty ? " (it carries nothing)" : " (it carries: \(carried.joined(separator: ", ")))")
  }

  /// Every trigger that can fire, in `CallbackKind` order, each callback's plain trigger first.
  public static let all: [StrategyTrigger] = CallbackKind.allCases.flatMap { kind in
    [StrategyTrigger(kind)] + kind.carries.map { StrategyTrigger(kind, carrying: $0) }
  }

  /// Table slots per callback: the plain list and one per ``DeliveryKind``.
  static let stride = 1 + DeliveryKind.allCases.count
  /// Table slots in all.
  static let tableSize = CallbackKind.allCases.count * stride
  /// This trigger's slot.
  var tableIndex: Int { Int(callback.rawValue) * Self.stride + (carrying.map { 1 + Int($0.rawValue) } ?? 0) }
}
