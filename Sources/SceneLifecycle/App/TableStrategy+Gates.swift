/// Readiness gates in a table strategy: their declarations and the lists run when one opens.
extension TableStrategy {
  /// The same strategy with readiness gates: `gates` in order (each one's ``Gate/index`` its position), and
  /// for some of them a list of actions run when the gate opens (`gateOpened(<gate>)`), with no delivered item
  /// and no scene delegate, and a list run then for each connected scene's delegate (`gateOpened(<gate>)[eachScene]`,
  /// ``gateDidOpen(_:app:)`` says in which order).
  /// - Throws: ``GateDeclarationError`` when there are more than ``Gate/maxCount`` gates, a name is not
  ///   letters, digits and `_` or is declared twice, an index is not the gate's position, an action anywhere
  ///   names a gate not declared, or an action cannot run when a gate opens.
  public func withGates(
    _ gates: [Gate], gateOpened: [UInt8: [StrategyAction]] = [:],
    gateOpenedEachScene: [UInt8: [StrategyAction]] = [:]
  ) throws(GateDeclarationError) -> TableStrategy {
    if let problem = Self.declarationProblem(gates.map { ($0.name, $0.index) }, kind: "gate", maxCount: Gate.maxCount) {
      throw GateDeclarationError(place: .gates(problem.position), message: problem.message)
    }
    func check(_ action: StrategyAction) -> String? {
      guard let index = action.gate, Int(index) >= gates.count else { return nil }
      return "\(action.name(gates: gates)) names gate \(index), but the strategy declares \(gates.count)"
    }
    for (trigger, list) in triggerReactions {
      for (index, action) in list.enumerated() {
        if let problem = check(action) {
          throw GateDeclarationError(place: .trigger(trigger, index), message: problem)
        }
      }
    }
    func lists(
      _ byGate: [UInt8: [StrategyAction]], eachScene: Bool
    ) throws(GateDeclarationError) -> [[StrategyAction]] {
      var lists = Array(repeating: [StrategyAction](), count: gates.count)
      for gateIndex in byGate.keys.sorted() {
        let place = { (index: Int?) in
          eachScene ? Place.gateOpenedEachScene(gateIndex, index) : .gateOpened(gateIndex, index)
        }
        guard Int(gateIndex) < gates.count, let list = byGate[gateIndex] else {
          throw GateDeclarationError(
            place: place(nil), message: "gateOpened names gate \(gateIndex), but the strategy declares \(gates.count)")
        }
        let gateName = gates[Int(gateIndex)].name
        for (index, action) in list.enumerated() {
          if let problem = check(action) ?? action.problemWhenGateOpens(gateName: gateName, eachScene: eachScene) {
            throw GateDeclarationError(place: place(index), message: problem)
          }
        }
        lists[Int(gateIndex)] = list
      }
      return lists
    }
    var copy = self
    copy.declarations = Declarations(
      gates: gates, gateOpenedLists: try lists(gateOpened, eachScene: false),
      gateOpenedSceneLists: try lists(gateOpenedEachScene, eachScene: true), flags: flags)
    return copy
  }

  /// Where a ``GateDeclarationError`` is.
  public typealias Place = GateDeclarationError.Place

  /// The actions run when `gate` opens.
  public func actions(whenOpened gate: UInt8) -> [StrategyAction] {
    let lists = declarations.gateOpenedLists
    return Int(gate) < lists.count ? lists[Int(gate)] : []
  }

  /// The actions run for each connected scene's delegate when `gate` opens (`gateOpened(<gate>)[eachScene]`).
  public func actions(whenOpenedForEachScene gate: UInt8) -> [StrategyAction] {
    let lists = declarations.gateOpenedSceneLists
    return Int(gate) < lists.count ? lists[Int(gate)] : []
  }

  /// Runs `gate`'s `gateOpened` lists (after the app handled what was queued behind it): the app's list first, then
  /// the `[eachScene]` list once for each scene connected at that moment, with its delegate and session, in the order
  /// of their sessions, which is the order UIKit created them (``AppContext/connectedScenes``; UIKit semantics
  /// article, 10a row 11). A `ready` in a list runs the lists of the gate it opens, depth first; each gate opens once
  /// per process, so this ends.
  public func gateDidOpen(_ gate: Gate, app: inout AppContext) {
    let list = actions(whenOpened: gate.index)
    if !list.isEmpty {
      app.effects.append(.gateOpened(gate))
      for action in list where !run(action, delivery: nil, scene: nil, app: &app) { break }
    }
    let sceneList = actions(whenOpenedForEachScene: gate.index)
    guard !sceneList.isEmpty else { return }
    for scene in app.connectedScenes {
      // A scene a list run before this one disconnected is skipped; none can, today, as no action disconnects.
      guard app.connectedScenes.contains(scene) else { continue }
      app.effects.append(.gateOpenedInScene(gate, scene))
      for action in sceneList where !run(action, delivery: nil, scene: scene, app: &app) { break }
    }
  }
}

/// A table strategy whose gates are declared wrongly, or whose actions name a gate it does not declare or
/// cannot run when a gate opens.
public struct GateDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public enum Place: Hashable, Sendable {
    /// The gate declaration at this position.
    case gates(Int)
    /// The action at this position in a callback's list.
    case trigger(StrategyTrigger, Int)
    /// The `gateOpened` list of this gate; the action's position, or `nil` when the gate itself is wrong.
    case gateOpened(UInt8, Int?)
    /// The `gateOpened(<gate>)[eachScene]` list of this gate; the action's position, or `nil` when the gate itself
    /// is wrong.
    case gateOpenedEachScene(UInt8, Int?)
  }

  /// Where the problem is.
  public let place: Place
  /// What is wrong.
  public let message: String

  /// The message.
  public var description: String { message }
}
