#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

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
    ///
    /// `build` is the SDK the app is built with and its scene manifest (``AppBuild/standard`` unless given).
    public func matrix(
      steps: [ScenarioStep], device: Device = .iPhone, options: LifecycleOptions = .defaults,
      shortcutItems: [ShortcutItem] = [], links: [String] = [], build: AppBuild = .standard
    ) -> [(lifecycle: LifecycleStyle, simulator: Simulator<DelegateApp>)] {
      lifecycles.map { lifecycle in
        var app = fresh
        app.lifecycle = lifecycle
        var simulator = Simulator(
          lifecycle: lifecycle, device: device, options: options, strategy: app, shortcutItems: shortcutItems,
          links: links, build: build)
        for step in steps { simulator.send(step: step) }
        return (lifecycle, simulator)
      }
    }
  }
#endif
