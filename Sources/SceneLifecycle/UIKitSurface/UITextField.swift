#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// A text field, as UIKit's `UITextField`: what an alert's ``UIAlertController/addTextField(configurationHandler:)``
  /// adds. The model has no keyboard: its text is what the app sets.
  open class UITextField: UIView {
    /// The text.
    open var text: String?
    /// The text shown while it is empty.
    open var placeholder: String?
    /// Whether it hides what is typed.
    open var isSecureTextEntry = false
  }

  extension UIAlertController {
    /// Adds a text field to an alert, as `addTextField(configurationHandler:)`: `configurationHandler` runs at once
    /// with the new field, which ``textFields`` then lists.
    /// - Parameter configurationHandler: sets the field up.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      let field = UITextField()
      configurationHandler?(field)
      fields.append(field)
    }

    /// The alert's text fields, as `textFields`, in the order added; `nil` when it has none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  }
#endif
