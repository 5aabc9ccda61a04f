#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// One attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`: it makes ``NSLayoutConstraint``s, which
  /// the model keeps and never solves. `AnchorType` keeps an x-axis anchor from being related to a y-axis one.
  @MainActor
  open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide whose attribute this is.
    weak var item: AnyObject?
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute

    /// The anchor of `item`'s `attribute`.
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
    }

    /// A constraint making this attribute equal another's, as `constraint(equalTo:)`; inactive.
    /// - Parameter anchor: the other anchor.
    /// - Returns: the constraint.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      relate(.equal, to: anchor, constant: 0)
    }

    /// A constraint making this attribute at least another's, as `constraint(greaterThanOrEqualTo:)`; inactive.
    /// - Parameter anchor: the other anchor.
    /// - Returns: the constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      relate(.greaterThanOrEqual, to: anchor, constant: 0)
    }

    /// A constraint making this attribute at most another's, as `constraint(lessThanOrEqualTo:)`; inactive.
    /// - Parameter anchor: the other anchor.
    /// - Returns: the constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      relate(.lessThanOrEqual, to: anchor, constant: 0)
    }

    /// A constraint making this attribute equal another's plus `c`, as `constraint(equalTo:constant:)`; inactive.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the offset.
    /// - Returns: the constraint.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
      relate(.equal, to: anchor, constant: c)
    }

    /// A constraint making this attribute at least another's plus `c`, as
    /// `constraint(greaterThanOrEqualTo:constant:)`; inactive.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the offset.
    /// - Returns: the constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      relate(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// A constraint making this attribute at most another's plus `c`, as
    /// `constraint(lessThanOrEqualTo:constant:)`; inactive.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - c: the offset.
    /// - Returns: the constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      relate(.lessThanOrEqual, to: anchor, constant: c)
    }

    /// The constraint `self relation anchor × multiplier + constant`.
    func relate(
      _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
      constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
        attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
  }

  /// An anchor of a horizontal position (an edge or the centre), as UIKit's `NSLayoutXAxisAnchor`.
  open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

  /// An anchor of a vertical position (an edge or the centre), as UIKit's `NSLayoutYAxisAnchor`.
  open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// An anchor of a width or height, as UIKit's `NSLayoutDimension`: it can also be related to a constant.
  open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making this size equal `c`, as `constraint(equalToConstant:)`; inactive.
    /// - Parameter c: the size.
    /// - Returns: the constraint.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relate(.equal, to: nil, constant: c) }

    /// A constraint making this size at least `c`, as `constraint(greaterThanOrEqualToConstant:)`; inactive.
    /// - Parameter c: the size.
    /// - Returns: the constraint.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      relate(.greaterThanOrEqual, to: nil, constant: c)
    }

    /// A constraint making this size at most `c`, as `constraint(lessThanOrEqualToConstant:)`; inactive.
    /// - Parameter c: the size.
    /// - Returns: the constraint.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      relate(.lessThanOrEqual, to: nil, constant: c)
    }

    /// A constraint making this size equal another's times `m`, as `constraint(equalTo:multiplier:)`; inactive.
    /// - Parameters:
    ///   - anchor: the other size.
    ///   - m: the factor.
    /// - Returns: the constraint.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
      relate(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this size equal another's times `m` plus `c`, as
    /// `constraint(equalTo:multiplier:constant:)`; inactive.
    /// - Parameters:
    ///   - anchor: the other size.
    ///   - m: the factor.
    ///   - c: the offset.
    /// - Returns: the constraint.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
      -> NSLayoutConstraint
    {
      relate(.equal, to: anchor, multiplier: m, constant: c)
    }
  }
#endif
