#if !canImport(UIKit) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions

  extension DelegateApp {
    /// Runs the same steps under each lifecycle the delegates support (``lifecycles``), each from a fresh install
    /// with new delegate objects, and returns one simulator per lifecycle, in that order.
    ///
    /// ```swift
    /// let app = DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
    /// for (lifecycle, sim) in app.matrix(steps: [.quickAction("com.example.search")], shortcutItems: items) {
    ///   XCTAssertEqual(sim.violationKinds, [], "\(lifecycle)")
    /// }
    /// ```
    public func matrix(
      steps: [ScenarioStep], device: Device = .iPhone, options: LifecycleOptions = .defaults,
      shortcutItems: [ShortcutItem] = [], links: [String] = []
    ) -> [(lifecycle: LifecycleStyle, simulator: Simulator<DelegateApp>)] {
      lifecycles.map { lifecycle in
        var app = fresh
        app.lifecycle = lifecycle
        var simulator = Simulator(
          lifecycle: lifecycle, device: device, options: options, strategy: app, shortcutItems: shortcutItems,
          links: links)
        for step in steps { simulator.send(step: step) }
        return (lifecycle, simulator)
      }
    }
  }
#endif
