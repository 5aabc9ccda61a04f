import QuickActions
import SceneLifecycle
import XCTest

/// Derives the violations of a simulator run from its trace lines, the handled deliveries and which steps
/// were accepted quick actions, following the scenario format article's definitions, without the checker's code.
struct Oracle {
  /// One violation: its kind, the delivery's serial and the step it is reported at.
  struct Finding: Hashable, Comparable, CustomStringConvertible {
    let kind: ViolationKind
    let serial: UInt32
    let step: Int

    static func < (lhs: Finding, rhs: Finding) -> Bool {
      (lhs.step, lhs.serial, lhs.kind.ordinal) < (rhs.step, rhs.serial, rhs.kind.ordinal)
    }

    var description: String { "\(kind.rawValue)(#\(serial) at step \(step))" }
  }

  /// A trace line the oracle cannot read.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Where a delivery stands relative to its first activation.
  private enum Activation { case awaiting, during, after }

  private struct Delivery {
    let serial: UInt32
    let step: Int
    var handled = 0
    var activation: Activation
  }

  let strategy: TableStrategy

  static let becomeActive: Set<String> = ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"]
  static let resignActive: Set<String> = ["applicationWillResignActive(_:)", "sceneWillResignActive(_:)"]
  static let performAction: [String: CallbackKind] = [
    "application(_:performActionFor:completionHandler:)": .applicationPerformAction,
    "windowScene(_:performActionFor:completionHandler:)": .windowScenePerformAction,
  ]

  /// The violations of one run.
  /// - Parameters:
  ///   - lines: the trace lines, `<actor> <name>[ <item>]`.
  ///   - steps: each line's step.
  ///   - handled: the handled deliveries, one per `app handle` line, in order.
  ///   - deliverySteps: the steps that delivered a quick action or link (delivery `n` is the `n`-th).
  ///   - typeName: an item's type, to check each handle line against its delivery.
  func violations(
    lines: [String], steps: [Int], handled: [SceneLifecycle.Delivery], deliverySteps: [Int],
    typeName: (ItemID) -> String
  ) throws -> [Finding] {
    var serialOfStep: [Int: UInt32] = [:]
    for (offset, step) in deliverySteps.enumerated() { serialOfStep[step] = UInt32(offset + 1) }
    var deliveries: [UInt32: Delivery] = [:]
    var order: [UInt32] = []
    var latest: UInt32?
    var active = false
    var uiReady = false
    var findings: [Finding] = []
    var handleIndex = 0
    /// The open performActionFor that owes a completion call: its serial, step and calls so far.
    var open: (serial: UInt32, step: Int, calls: Int)?

    func closePerformAction() {
      guard let call = open else { return }
      if call.calls == 0 { findings.append(Finding(kind: .completionMissing, serial: call.serial, step: call.step)) }
      if call.calls > 1 { findings.append(Finding(kind: .completionRepeated, serial: call.serial, step: call.step)) }
      open = nil
    }

    for (index, line) in lines.enumerated() {
      let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard parts.count >= 2 else { throw Unreadable(description: "line \(index): \(line)") }
      let (actor, name, item, step) = (parts[0], parts[1], parts.count > 2 ? parts[2] : nil, steps[index])
      if actor == "system" { closePerformAction() }
      switch actor {
      case "system":
        let launch = name == "application(_:willFinishLaunchingWithOptions:)"
        if Self.resignActive.contains(name) || launch {
          // A process death ends the activation too, unseen in the trace; the next thing after one is always a
          // launch, so the launch ends it here, before the delivery it may carry arrives.
          active = false
          for serial in order where deliveries[serial]?.activation == .during {
            deliveries[serial]?.activation = .after
          }
        }
        if item != nil {
          guard let serial = serialOfStep[step] else {
            throw Unreadable(description: "line \(index): an item at step \(step), which delivered none")
          }
          if deliveries[serial] == nil {
            deliveries[serial] = Delivery(serial: serial, step: step, activation: active ? .during : .awaiting)
            order.append(serial)
            latest = serial
          }
          if let kind = Self.performAction[name], strategy.implements(kind) {
            open = (serial, step, 0)
          }
        }
        if Self.becomeActive.contains(name) {
          active = true
          uiReady = true
          for serial in order where deliveries[serial]?.activation == .awaiting {
            deliveries[serial]?.activation = .during
          }
        }
        if launch || name == "scene(_:willConnectTo:options:)" {
          uiReady = false
        }
        if name == "onOpenURL(_:)" {
          // A view's modifier: the view that receives the link is on screen.
          uiReady = true
        }
      case "app" where name == "handle":
        guard handleIndex < handled.count else {
          throw Unreadable(description: "line \(index): more handle lines than handled deliveries")
        }
        let serial = handled[handleIndex].serial
        guard var delivery = deliveries[serial], typeName(handled[handleIndex].item) == item else {
          throw Unreadable(description: "line \(index): \(line) does not match handled delivery #\(serial)")
        }
        handleIndex += 1
        delivery.handled += 1
        if delivery.handled >= 2 { findings.append(Finding(kind: .duplicate, serial: serial, step: step)) }
        if delivery.handled == 1, delivery.activation == .after {
          findings.append(Finding(kind: .late, serial: serial, step: step))
        }
        if let latest, latest != serial { findings.append(Finding(kind: .stale, serial: serial, step: step)) }
        if !active, !uiReady { findings.append(Finding(kind: .handledWhileInactive, serial: serial, step: step)) }
        deliveries[serial] = delivery
      case "app" where name.hasPrefix("completion("):
        open?.calls += 1
      case "note" where name == "uikit":
        // The iOS 27 launch assert (8e row 7): the launch made no callback, and the crash is the app's.
        findings.append(Finding(kind: .launchCrash, serial: 0, step: step))
      case "app", "rejected", "note":
        // A note is the model's comment (a scenePhase that starts rather than changes): no app code runs.
        break
      default:
        throw Unreadable(description: "line \(index): unknown actor in \(line)")
      }
    }
    closePerformAction()
    guard handleIndex == handled.count else {
      throw Unreadable(description: "\(handled.count) handled deliveries but \(handleIndex) handle lines")
    }
    for serial in order where deliveries[serial]?.handled == 0 {
      if let delivery = deliveries[serial] {
        findings.append(Finding(kind: .lost, serial: serial, step: delivery.step))
      }
    }
    return findings
  }
}
