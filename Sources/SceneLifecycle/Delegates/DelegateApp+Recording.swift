#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  @MainActor
  extension DelegateApp {
    /// Turns what the app's code did during one call into ``AppEffect``s, in order (UIKit semantics article, 11d):
    /// reading an item's identity puts it in hand; a screen change that shows something new while an item is in
    /// hand handles it (once per callback and delivery, the `handle` line before the screen line), and a
    /// presentation UIKit refused shows nothing and leaves the item in hand (11e row 4); completion calls
    /// inside `performActionFor` are its completions, later ones the kept handler's; a default method that ran marks
    /// the callback declined. Then the launch method's result, a handler the app kept, and kept handlers it let go.
    func record(_ outcome: CallOutcome, process: DelegateProcess, app: inout AppContext) {
      var declined = false
      if case .none = outcome { declined = true }
      var currentHandler: Int?
      if case .performAction(let handler) = outcome { currentHandler = handler }
      var handledHere: [Delivery] = []
      for event in process.application.recorder.drain() {
        switch event {
        case .read(let delivery):
          process.itemInHand = delivery
        case .screen(let change):
          if change.kind.showsSomethingNew, let delivery = process.itemInHand {
            process.itemInHand = nil
            if !handledHere.contains(delivery) {
              handledHere.append(delivery)
              app.handle(delivery)
            }
          }
          app.effects.append(.screen(change))
        case .completion(let handler, let value):
          if handler == currentHandler {
            app.complete(value)
          } else if let kept = process.keptTokens.first(where: { $0.id == handler }) {
            app.effects.append(.callKeptCompletion(value, kept.delivery))
          }
        case .declined:
          declined = true
        case .asyncFormMissing(let kind, let handler):
          guard let index = process.keptTokens.firstIndex(where: { $0.id == handler }) else { break }
          app.effects.append(.notCalled(kind, process.keptTokens.remove(at: index).delivery))
        }
      }
      if declined { app.declinedCallback = true }
      switch outcome {
      case .launch(let result):
        app.launchMethodResult = result
        if !declined { app.effects.append(result ? .returnTrue : .returnFalse) }
      case .performAction:
        // The handler closure the app received is gone unless the app stored it somewhere.
        guard var token = process.currentToken else { break }
        process.currentToken = nil
        if !declined, !isKnownUniquelyReferenced(&token) {
          process.keptTokens.append(token)
          app.keepCompletion()
        }
      case .done, .none:
        break
      }
      releaseLetGoHandlers(process: process, app: &app)
    }

    /// Kept handlers no object of the app references any more are released (11d row 4).
    private func releaseLetGoHandlers(process: DelegateProcess, app: inout AppContext) {
      var index = 0
      while index < process.keptTokens.count {
        if isKnownUniquelyReferenced(&process.keptTokens[index]) {
          let delivery = process.keptTokens.remove(at: index).delivery
          if app.keptCompletion == delivery {
            app.releaseCompletion()
          } else {
            app.effects.append(.releaseCompletion(delivery))
          }
        } else {
          index += 1
        }
      }
    }
  }
#endif
