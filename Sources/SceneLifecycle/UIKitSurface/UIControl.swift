#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A view the user acts on, as UIKit's `UIControl`: its states are kept. Target–action (`addTarget(_:action:for:)`,
  /// `sendAction(_:to:for:)`) is not here: it names methods by Objective-C selector, which Linux's Swift has no
  /// runtime to call.
  open class UIControl: UIView {
    /// The states a control can be in, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt

      /// A state of the given bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Enabled, not selected or highlighted.
      public static let normal = State([])
      /// Being touched.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to the user.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
      var state = State.normal
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      if isHighlighted { state.insert(.highlighted) }
      return state
    }

    /// The appearance proxy of controls; see `UIView.appearance()`.
    /// - Returns: a detached control.
    open override class func appearance() -> UIControl { UIControl() }
  }

  /// A button, as UIKit's `UIButton`: styled through ``appearance()``, drawn nowhere.
  open class UIButton: UIControl {
    /// The appearance proxy of buttons; see `UIView.appearance()`.
    /// - Returns: a detached button.
    open override class func appearance() -> UIButton { UIButton() }
  }

  /// A row of segments, as UIKit's `UISegmentedControl`: the selected segment and the title attributes per state are
  /// kept, drawn nowhere.
  open class UISegmentedControl: UIControl {
    /// The selected segment's index, or `UISegmentedControl.noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?
    /// The title attributes set for each state.
    private var titleAttributes = TitleTextAttributes()

    /// The index meaning no segment is selected: -1.
    public static let noSegment = -1

    /// Sets the attributes of the segments' titles in `state`, as `setTitleTextAttributes(_:for:)`.
    /// - Parameters:
    ///   - attributes: the attributes, or nil to remove them.
    ///   - state: the state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
      titleAttributes[state] = attributes
    }

    /// The attributes of the segments' titles in `state`, as `titleTextAttributes(for:)`.
    /// - Parameter state: the state.
    /// - Returns: the attributes set for it, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state]
    }

    /// The appearance proxy of segmented controls; see `UIView.appearance()`.
    /// - Returns: a detached segmented control.
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
  }
#endif
