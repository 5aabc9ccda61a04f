#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension UIResponder {
    /// Posted before the keyboard shows, as `UIResponder.keyboardWillShowNotification`. The model has no keyboard:
    /// it is never posted.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed; never posted here.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides; never posted here.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid; never posted here.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The key of the keyboard's final frame in those notifications' `userInfo`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the keyboard animation's duration in those notifications' `userInfo`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  }
#endif
