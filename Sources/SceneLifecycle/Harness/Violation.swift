/// The invariants the checker enforces. Each case is one way apps get quick actions wrong.
public enum ViolationKind: String, Hashable, Sendable, CaseIterable, Comparable {
  /// A delivered item is never handled.
  case lost
  /// One delivery is handled more than once.
  case duplicate
  /// Handled, but not during the first activation after delivery (one launch late).
  case late
  /// An item other than the latest delivered one is handled: an older delivery, or an item UIKit did not deliver
  /// in place of the one it did (a static item for a dynamic one of the same type); or an item is handled at a later
  /// launch than the one that delivered it, kept in `UserDefaults` (UIKit semantics article, 10c row 4).
  case stale
  /// A `performActionFor` delivery whose completion handler was never called before the app was suspended or
  /// its process ended: reported when its callback returns without calling or keeping it, and for a kept handler
  /// when the app releases or replaces it uncalled, or is suspended or ends with it uncalled (UIKit semantics
  /// article, 8g row 3).
  case completionMissing
  /// A `performActionFor` delivery whose completion handler was called more than once, in its callback or later.
  case completionRepeated
  /// A warning: the item was handled before the app's UI first became active after the launch or the
  /// scene's connection, so the screen it opens may not exist yet (the "delivered before the consumer is
  /// ready" pitfall of cross-platform shells).
  case handledWhileInactive
  /// The app crashed at launch: it is built with the iOS 27 SDK or later and has not adopted the scene lifecycle
  /// (UIKit semantics article, 8e rows 2 and 7; TN3187). No app code ran; an item the launch carried is lost with it.
  case launchCrash
  /// In an app with several windows, an item was handled by a scene other than the one UIKit routed it to: the
  /// other window shows the screen (UIKit semantics article, 12f row 1, the slot shared by all windows). Inside an
  /// app-level callback the handling scene is the one that last received a callback.
  case wrongScene

  /// Whether this kind fails a scenario when unexpected (errors) or is only reported (warnings).
  public var isWarning: Bool {
    switch self {
    case .handledWhileInactive: true
    case .lost, .duplicate, .late, .stale, .completionMissing, .completionRepeated, .launchCrash, .wrongScene: false
    }
  }

  /// The kind's position in declaration order (a bit number in the explorer's masks).
  public var ordinal: Int {
    switch self {
    case .lost: 0
    case .duplicate: 1
    case .late: 2
    case .stale: 3
    case .completionMissing: 4
    case .completionRepeated: 5
    case .handledWhileInactive: 6
    case .launchCrash: 7
    case .wrongScene: 8
    }
  }

  /// Orders kinds as declared.
  public static func < (lhs: ViolationKind, rhs: ViolationKind) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}

/// One broken invariant, where it happened and about which delivery.
public struct Violation: Hashable, Sendable {
  /// Which invariant.
  public let kind: ViolationKind
  /// The delivery concerned.
  public let delivery: Delivery
  /// The 0-based step at which it was detected (for `lost`, the step that delivered the item).
  public let step: Int
  /// Supporting numbers for the message.
  public let detail: Detail
  /// How ``description`` names items and scenes (``Naming``); `nil` names them by position. No part of the
  /// violation's identity: equality and hashing leave it out.
  var naming: Naming?

  /// Creates a violation.
  public init(kind: ViolationKind, delivery: Delivery, step: Int, detail: Detail) {
    self.kind = kind
    self.delivery = delivery
    self.step = step
    self.detail = detail
  }

  /// Equal when kind, delivery, step and detail are, however ``description`` names them.
  public static func == (lhs: Violation, rhs: Violation) -> Bool {
    lhs.kind == rhs.kind && lhs.delivery == rhs.delivery && lhs.step == rhs.step && lhs.detail == rhs.detail
  }

  /// Hashes kind, delivery, step and detail.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(delivery)
    hasher.combine(step)
    hasher.combine(detail)
  }

  /// What the message cites.
  public enum Detail: Hashable, Sendable {
    /// No extra facts.
    case none
    /// The step that delivered the item.
    case deliveredAt(step: Int)
    /// Handled this many times so far; the first delivery was at the given step.
    case handledTimes(Int, deliveredAt: Int)
    /// The latest delivery's item and step.
    case newerDelivery(item: ItemID, step: Int)
    /// The item UIKit delivered in that selection and its step, when the app handled another item instead.
    case otherThanDelivered(item: ItemID, step: Int)
    /// The number of completion calls.
    case completionCalls(Int)
    /// A kept completion handler was never called before this.
    case completionNotCalled(CompletionEnd)
    /// The gate with this name dropped the item, delivered at the given step.
    case dropped(gate: String, cause: DropCause, deliveredAt: Int)
    /// The item, delivered at the given step, was reset from the app delegate's slot at `clearedAt` after its
    /// handling had failed.
    case clearedWhileHandlingFailed(clearedAt: Int, deliveredAt: Int)
    /// The launch the item was delivered in and the later one it was handled in, counted from 1 per run (an item
    /// the app kept in `UserDefaults`; UIKit semantics article, 10c row 4).
    case launches(delivered: Int, handled: Int)
    /// The declared scene (its index) UIKit routed the item to, and the one whose callback handled it.
    case wrongScene(routed: UInt8, handled: UInt8)
  }

  /// What ended a kept completion handler's chance to be called before the app stopped running code.
  public enum CompletionEnd: Hashable, Sendable {
    /// The app set its property to `nil`.
    case released
    /// The app kept the handler of a later `performActionFor`, for this item, in its place.
    case replaced(by: ItemID)
    /// The app was suspended.
    case suspended
    /// The process ended.
    case processEnded
  }

  /// Apple's technote on moving to the scene lifecycle, which states the iOS 27 launch requirement.
  public static let tn3187URL =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  /// The delivery a ``ViolationKind/launchCrash`` names: serial 0, which no selection has (they count from 1),
  /// since the crash concerns the app rather than an item.
  public static let noDelivery = Delivery(serial: 0, item: ItemID(0))

  /// The message of a ``ViolationKind/launchCrash``.
  public static let launchCrashMessage =
    "the app crashed at launch: an app built with the iOS 27 SDK or later must adopt the UIScene lifecycle"
    + " (TN3187, \(tn3187URL)); run `qa-sim migrate <file>` to see what moves to the scene delegate"

  /// What the messages about completion handlers add: nothing documents the effect (8g row 2).
  static let undocumentedEffect = "; what this does on a device is undocumented"

  /// A one-line explanation using item type names; scenes are named `#<index>`.
  public func message(itemName: (ItemID) -> String) -> String {
    message(itemName: itemName, sceneName: { "#\($0)" })
  }

  /// A one-line explanation using item type names and the declared scenes' ids (``WindowSetup/name(of:)``).
  public func message(itemName: (ItemID) -> String, sceneName: (UInt8) -> String) -> String {
    let item = itemName(delivery.item)
    switch (kind, detail) {
    case (.wrongScene, .wrongScene(let routed, let handled)):
      return "\(item) was handled by scene @\(sceneName(handled)) although UIKit routed it to @\(sceneName(routed))"
    case (.lost, .deliveredAt(let step)):
      return "\(item) delivered at step \(step) was never handled"
    case (.lost, .dropped(let gate, .notReady, let step)):
      return "\(item) from step \(step) was dropped: \(gate) was not ready"
    case (.lost, .dropped(let gate, .queueFull, let step)):
      return "\(item) from step \(step) was dropped: the queue was full while \(gate) was not ready"
    case (.lost, .clearedWhileHandlingFailed(let cleared, let step)):
      return "\(item) from step \(step) was cleared from the slot at step \(cleared) while handling failed"
    case (.duplicate, .handledTimes(let times, let step)):
      return "\(item) delivered at step \(step) was handled \(times) times"
    case (.late, .deliveredAt(let step)):
      return "\(item) delivered at step \(step) was handled after its first activation had ended"
    case (.stale, .newerDelivery(let newer, let step)):
      return "\(item) was handled although \(itemName(newer)) was delivered later, at step \(step)"
    case (.completionMissing, .completionNotCalled(let end)):
      let kept = "the completion handler kept from performActionFor for \(item)"
      switch end {
      case .released: return "\(kept) was released without being called" + Self.undocumentedEffect
      case .replaced(let newer):
        return "\(kept) was replaced by the one for \(itemName(newer)) without being called" + Self.undocumentedEffect
      case .suspended: return "\(kept) was not called before the app was suspended" + Self.undocumentedEffect
      case .processEnded: return "\(kept) was not called before the process ended" + Self.undocumentedEffect
      }
    case (.stale, .launches(let delivered, let handled)):
      return "\(item) was delivered in launch \(delivered) and handled in launch \(handled)"
    case (.stale, .otherThanDelivered(let delivered, let step)):
      return "\(item) was handled although UIKit delivered \(itemName(delivered)) at step \(step)"
    case (.completionMissing, _):
      return "performActionFor for \(item) returned without calling its completion handler or keeping it"
        + Self.undocumentedEffect
    case (.completionRepeated, .completionCalls(let calls)):
      return "performActionFor for \(item) called its completion handler \(calls) times" + Self.undocumentedEffect
    case (.launchCrash, _):
      return Self.launchCrashMessage
    case (.handledWhileInactive, _):
      return "\(item) was handled before the app first became active (its UI may not be ready)"
    case (.lost, _), (.duplicate, _), (.late, _), (.stale, _), (.completionRepeated, _), (.wrongScene, _):
      return "\(kind.rawValue): \(item)"
    }
  }
}
