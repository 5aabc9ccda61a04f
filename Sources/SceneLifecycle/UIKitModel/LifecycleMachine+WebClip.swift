extension LifecycleMachine {
  /// `webClip`: the user taps a Home Screen web clip whose page redirects, in standalone mode only, to a
  /// custom-scheme URL of this app.
  ///
  /// The web clip is on the Home Screen (or the iPad's Dock), and its standalone web app takes the screen, so an
  /// app in front first goes to the background as on `goHome`, every window of it (UIKit semantics article, 13
  /// row 4, after 8a row 2). The page then navigates to the URL, and the system opens it in the app: it arrives
  /// by the roads of a custom-scheme URL from another app, cold in the launch or connection options, warm through
  /// `application(_:open:options:)` or `scene(_:openURLContexts:)` (13 row 5, section 4).
  mutating func openFromWebClip<Receiver: CallbackReceiver>(
    _ link: ItemID, from phase: AppPhase, receiver: inout Receiver
  ) -> Rejection? {
    switch phase {
    case .foregroundActive, .foregroundInactive:
      _ = goHome(from: phase, receiver: &receiver)
    case .notRunning, .notRunningWithSavedSession, .unattached, .background, .suspended:
      break
    }
    receiver.noted(.webClipRedirects)
    deliveriesMade &+= 1
    return deliver(.url(Delivery(serial: deliveriesMade, item: link)), from: self.phase, receiver: &receiver)
  }
}
