#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension UIWindowScene {
    /// A window scene's size and orientation, as UIKit's `UIWindowScene.Geometry`.
    @MainActor
    public final class Geometry {
      /// How the scene's interface is turned.
      public let interfaceOrientation: UIInterfaceOrientation
      /// The scene's coordinate space.
      public let coordinateSpace: any UICoordinateSpace

      /// The geometry of a scene.
      init(interfaceOrientation: UIInterfaceOrientation, coordinateSpace: any UICoordinateSpace) {
        self.interfaceOrientation = interfaceOrientation
        self.coordinateSpace = coordinateSpace
      }
    }

    /// The scene's current geometry, as `effectiveGeometry`: the model's scenes are portrait and use their screen's
    /// coordinate space (UIKit semantics article, 11g row 11).
    public var effectiveGeometry: Geometry {
      Geometry(interfaceOrientation: interfaceOrientation, coordinateSpace: coordinateSpace)
    }
  }
#endif
