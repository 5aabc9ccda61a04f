/// The values of each switch, numbered, and the packed form of a combination (``LifecycleOptions/bits``).
///
/// Value number 0 is the switch's default. A switch with two values takes one bit, the bit at its raw value, so
/// `1 << option.rawValue` is "this switch at its other value" for every switch. A switch with more values takes
/// further bits, handed out from ``InferredOption/topBit`` downwards in raw-value order, so adding one keeps the
/// positions of the others. The explorer memoises on these bits (`TransitionCache`), and a switch the machine
/// consults there covers all of its bits (``InferredOption/bitMask``).
extension InferredOption {
  /// How many values the switch has.
  public var valueCount: Int {
    switch self {
    case .warmPerformActionFor, .coldPerformActionFor, .sceneLinkOrder: PerformActionOrder.allCases.count
    case .configurationForConnectingOnRestore, .configurationForConnectingOnReconnect, .newSceneDelegateOnReconnect,
      .swiftUIWillConnectSwallowsShortcut, .scenePhaseInactiveOnForeground, .backgroundLaunchConnectsScene,
      .swiftUIActionOnConnect:
      2
    case .quickActionWhileActive: ActiveQuickActionDelivery.allCases.count
    case .scenePhaseActiveOrder: ScenePhaseOrder.allCases.count
    case .launchLinkSuppression: LaunchLinkSuppression.allCases.count
    case .swiftUICustomDelegateLinks: CustomDelegateLinkDelivery.allCases.count
    case .forceQuitFromForeground: ForegroundForceQuit.allCases.count
    case .deferredBlockRuns: DeferredBlockPlacement.allCases.count
    case .sceneAdoptionCheck: SceneAdoptionCheck.allCases.count
    case .didReceiveOnSceneConnect: ConnectingNotificationResponse.allCases.count
    }
  }

  /// The highest bit a switch's extra bits may take: a slot word of the explorer's cache holds 24 switch bits.
  static let topBit = 23

  /// The bits the switch's value number occupies, lowest first: its raw value, then extra bits from ``topBit``
  /// down.
  var bitPositions: [Int] { Self.layout[Int(rawValue)] }

  /// All of the switch's bits in ``LifecycleOptions/bits``.
  public var bitMask: UInt32 { Self.masks[Int(rawValue)] }

  /// How many bits every switch together takes.
  public static var bitWidth: Int { layout.reduce(0) { $0 + $1.count } }

  private static let layout: [[Int]] = {
    var nextExtra = topBit
    return allCases.map { option in
      var positions = [Int(option.rawValue)]
      var capacity = 2
      while capacity < option.valueCount {
        positions.append(nextExtra)
        nextExtra -= 1
        capacity *= 2
      }
      return positions
    }
  }()

  private static let masks: [UInt32] = layout.map { $0.reduce(0) { $0 | 1 << UInt32($1) } }

  /// The value number packed in `bits` (a number past the last value reads as the last value).
  func valueIndex(in bits: UInt32) -> Int {
    var index = 0
    for (place, position) in bitPositions.enumerated() where bits & (1 << UInt32(position)) != 0 {
      index |= 1 << place
    }
    return min(index, valueCount - 1)
  }

  /// `index` packed into the switch's bits.
  func bits(ofValueAt index: Int) -> UInt32 {
    var bits: UInt32 = 0
    for (place, position) in bitPositions.enumerated() where index & (1 << place) != 0 {
      bits |= 1 << UInt32(position)
    }
    return bits
  }
}

extension LifecycleOptions {
  /// The number of `option`'s value here (0: its default).
  public func valueIndex(of option: InferredOption) -> Int {
    let defaults = LifecycleOptions.defaults
    switch option {
    case .warmPerformActionFor: return Self.number(warmPerformActionFor, defaults.warmPerformActionFor)
    case .coldPerformActionFor: return Self.number(coldPerformActionFor, defaults.coldPerformActionFor)
    case .configurationForConnectingOnRestore:
      return Self.number(configurationForConnectingOnRestore, defaults.configurationForConnectingOnRestore)
    case .configurationForConnectingOnReconnect:
      return Self.number(configurationForConnectingOnReconnect, defaults.configurationForConnectingOnReconnect)
    case .newSceneDelegateOnReconnect:
      return Self.number(newSceneDelegateOnReconnect, defaults.newSceneDelegateOnReconnect)
    case .swiftUIWillConnectSwallowsShortcut:
      return Self.number(swiftUIWillConnectSwallowsShortcut, defaults.swiftUIWillConnectSwallowsShortcut)
    case .quickActionWhileActive: return Self.number(quickActionWhileActive, defaults.quickActionWhileActive)
    case .scenePhaseActiveOrder: return Self.number(scenePhaseActiveOrder, defaults.scenePhaseActiveOrder)
    case .scenePhaseInactiveOnForeground:
      return Self.number(scenePhaseInactiveOnForeground, defaults.scenePhaseInactiveOnForeground)
    case .launchLinkSuppression: return Self.number(launchLinkSuppression, defaults.launchLinkSuppression)
    case .sceneLinkOrder: return Self.number(sceneLinkOrder, defaults.sceneLinkOrder)
    case .swiftUICustomDelegateLinks:
      return Self.number(swiftUICustomDelegateLinks, defaults.swiftUICustomDelegateLinks)
    case .forceQuitFromForeground: return Self.number(forceQuitFromForeground, defaults.forceQuitFromForeground)
    case .backgroundLaunchConnectsScene:
      return Self.number(backgroundLaunchConnectsScene, defaults.backgroundLaunchConnectsScene)
    case .deferredBlockRuns: return Self.number(deferredBlockRuns, defaults.deferredBlockRuns)
    case .sceneAdoptionCheck: return Self.number(sceneAdoptionCheck, defaults.sceneAdoptionCheck)
    case .didReceiveOnSceneConnect: return Self.number(didReceiveOnSceneConnect, defaults.didReceiveOnSceneConnect)
    case .swiftUIActionOnConnect: return Self.number(swiftUIActionOnConnect, defaults.swiftUIActionOnConnect)
    }
  }

  /// Sets `option` to its value number `index` (0: its default; a number past the last value sets the last).
  public mutating func set(_ option: InferredOption, toValueAt index: Int) {
    let defaults = LifecycleOptions.defaults
    switch option {
    case .warmPerformActionFor: warmPerformActionFor = Self.value(index, defaults.warmPerformActionFor)
    case .coldPerformActionFor: coldPerformActionFor = Self.value(index, defaults.coldPerformActionFor)
    case .configurationForConnectingOnRestore:
      configurationForConnectingOnRestore = Self.value(index, defaults.configurationForConnectingOnRestore)
    case .configurationForConnectingOnReconnect:
      configurationForConnectingOnReconnect = Self.value(index, defaults.configurationForConnectingOnReconnect)
    case .newSceneDelegateOnReconnect:
      newSceneDelegateOnReconnect = Self.value(index, defaults.newSceneDelegateOnReconnect)
    case .swiftUIWillConnectSwallowsShortcut:
      swiftUIWillConnectSwallowsShortcut = Self.value(index, defaults.swiftUIWillConnectSwallowsShortcut)
    case .quickActionWhileActive: quickActionWhileActive = Self.value(index, defaults.quickActionWhileActive)
    case .scenePhaseActiveOrder: scenePhaseActiveOrder = Self.value(index, defaults.scenePhaseActiveOrder)
    case .scenePhaseInactiveOnForeground:
      scenePhaseInactiveOnForeground = Self.value(index, defaults.scenePhaseInactiveOnForeground)
    case .launchLinkSuppression: launchLinkSuppression = Self.value(index, defaults.launchLinkSuppression)
    case .sceneLinkOrder: sceneLinkOrder = Self.value(index, defaults.sceneLinkOrder)
    case .swiftUICustomDelegateLinks:
      swiftUICustomDelegateLinks = Self.value(index, defaults.swiftUICustomDelegateLinks)
    case .forceQuitFromForeground: forceQuitFromForeground = Self.value(index, defaults.forceQuitFromForeground)
    case .backgroundLaunchConnectsScene:
      backgroundLaunchConnectsScene = Self.value(index, defaults.backgroundLaunchConnectsScene)
    case .deferredBlockRuns: deferredBlockRuns = Self.value(index, defaults.deferredBlockRuns)
    case .sceneAdoptionCheck: sceneAdoptionCheck = Self.value(index, defaults.sceneAdoptionCheck)
    case .didReceiveOnSceneConnect:
      didReceiveOnSceneConnect = Self.value(index, defaults.didReceiveOnSceneConnect)
    case .swiftUIActionOnConnect: swiftUIActionOnConnect = Self.value(index, defaults.swiftUIActionOnConnect)
    }
  }

  /// The defaults with `option` at its value number `index` (1 by default: the first value that is not the
  /// default).
  public static func changing(_ option: InferredOption, toValueAt index: Int = 1) -> LifecycleOptions {
    var options = LifecycleOptions.defaults
    options.set(option, toValueAt: index)
    return options
  }

  /// Every switch's value number, packed at its bits (``InferredOption/bitMask``); 0 is the defaults.
  public var bits: UInt32 {
    InferredOption.allCases.reduce(0) { bits, option in bits | option.bits(ofValueAt: valueIndex(of: option)) }
  }

  /// The combination packed in `bits` (see ``bits``); a value number past a switch's last value reads as its
  /// last, so `LifecycleOptions(bits: .max)` has every switch at its last value.
  public init(bits: UInt32) {
    self = .defaults
    for option in InferredOption.allCases { set(option, toValueAt: option.valueIndex(in: bits)) }
  }

  // A switch's values in number order are its default, then the others in declaration order. The two functions below
  // walk that order without building it: every combination list (`combinations(varying:from:)`) and every `bits` goes
  // through them, and building the ordered arrays took about 40% of a debug build's 110,592-combination sweep.

  private static func number<Value: CaseIterable & Equatable>(_ value: Value, _ standard: Value) -> Int {
    guard value != standard else { return 0 }
    var number = 1
    for candidate in Value.allCases where candidate != standard {
      if candidate == value { return number }
      number += 1
    }
    return 0
  }

  private static func number(_ value: Bool, _ standard: Bool) -> Int { value == standard ? 0 : 1 }

  /// The value numbered `index`; a number past the last value gives the last.
  private static func value<Value: CaseIterable & Equatable>(_ index: Int, _ standard: Value) -> Value {
    var last = standard
    var number = 0
    for candidate in Value.allCases where candidate != standard {
      guard number < index else { break }
      last = candidate
      number += 1
    }
    return last
  }

  private static func value(_ index: Int, _ standard: Bool) -> Bool { index == 0 ? standard : !standard }
}
