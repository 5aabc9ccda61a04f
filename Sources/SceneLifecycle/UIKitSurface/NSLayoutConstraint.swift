#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`: here only its values. The model has
  /// no layout engine, so an active constraint is kept and never solved: no frame changes because of it (UIKit
  /// semantics article, 11g row 9).
  @MainActor
  open class NSLayoutConstraint {
    /// Which attribute of an item a constraint relates, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
      /// No attribute: the second item of a constant size constraint.
      case notAnAttribute = 0
      /// The left edge.
      case left = 1
      /// The right edge.
      case right = 2
      /// The top edge.
      case top = 3
      /// The bottom edge.
      case bottom = 4
      /// The leading edge (left in left-to-right languages).
      case leading = 5
      /// The trailing edge.
      case trailing = 6
      /// The width.
      case width = 7
      /// The height.
      case height = 8
      /// The horizontal centre.
      case centerX = 9
      /// The vertical centre.
      case centerY = 10
    }

    /// How the two sides of a constraint relate, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
      /// The first side is at most the second.
      case lessThanOrEqual = -1
      /// The sides are equal.
      case equal = 0
      /// The first side is at least the second.
      case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, if any.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute; `.notAnAttribute` when there is no second item.
    public let secondAttribute: Attribute
    /// The factor the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// The constant added to the second side.
    open var constant: CGFloat
    /// Whether the constraint takes part in layout; false for a new constraint. Kept only: nothing is laid out.
    open var isActive = false
    /// How much the constraint matters, `.required` unless the app sets another.
    open var priority = UILayoutPriority.required
    /// The app's name for the constraint, shown in its debug description.
    open var identifier: String?

    /// A constraint `item1.attr1 relation item2.attr2 × multiplier + c`, as
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; inactive.
    /// - Parameters:
    ///   - view1: the first item.
    ///   - attr1: its attribute.
    ///   - relation: the relation.
    ///   - view2: the second item, if any.
    ///   - attr2: its attribute.
    ///   - multiplier: the factor of the second attribute.
    ///   - c: the constant.
    public init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
      attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      firstItem = view1 as AnyObject
      firstAttribute = attr1
      self.relation = relation
      secondItem = view2.map { $0 as AnyObject }
      secondAttribute = attr2
      self.multiplier = multiplier
      constant = c
    }

    /// Activates each constraint, as `activate(_:)`: the same as setting each one's ``isActive``.
    /// - Parameter constraints: the constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as `deactivate(_:)`.
    /// - Parameter constraints: the constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }
  }

  /// How much a constraint matters, as UIKit's `UILayoutPriority`: a number from 1 to 1000.
  public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The number.
    public var rawValue: Float

    /// A priority of `rawValue`.
    /// - Parameter rawValue: the number.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    /// - Parameter rawValue: the number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of fitting a view's size to its content: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
  }
#endif
