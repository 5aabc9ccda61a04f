// The app's delegate files say `import UIKit`; off iOS that name is this module, which is qa-sim's UIKit-shaped
// surface (and Foundation, as UIKit brings it).
@_exported import SceneLifecycle
