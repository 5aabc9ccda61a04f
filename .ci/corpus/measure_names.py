"""Which framework a name a delegate file uses belongs to, for .ci/corpus/measure.

The one line the measurement must not cross is UIKit's: a type or member that `import UIKit` brings (UIKit itself,
Foundation, and what UIKit re-exports: CoreGraphics, QuartzCore and UserNotifications) is never stubbed, because its
absence from the surface is what is measured. Everything else a file names (the app's own types, third-party
libraries, Apple frameworks the file imports itself) is stubbed, and the report says which Apple frameworks were.
"""

import re

# Modules whose import line is kept: they exist in the Linux toolchain as they do on Apple's platforms.
KEPT_IMPORTS = {"Foundation", "Dispatch", "Swift", "_Concurrency", "Observation"}

# Modules the Linux toolchain has that an Apple framework re-exports: the framework's import line becomes theirs
# (SwiftUI re-exports Observation, whose `@Observable` a SwiftUI file uses without importing it).
REEXPORTED = {"SwiftUI": "Observation"}

# The module a file that imports no UIKit itself is given: the stand-in UIKit module, which re-exports the surface.
SURFACE_MODULE = "UIKit"

# Apple modules a delegate file may import besides UIKit and Foundation: removed like third-party modules, their
# names stubbed, and named in the report as Apple's.
APPLE_MODULES = {
    "ActivityKit", "AdSupport", "AppIntents", "AppTrackingTransparency", "AudioToolbox", "AuthenticationServices",
    "AVFoundation", "AVKit", "BackgroundTasks", "CallKit", "CarPlay", "CloudKit", "Combine", "Compression",
    "Contacts", "CoreData", "CoreHaptics", "CoreLocation", "CoreMotion", "CoreServices", "CoreSpotlight",
    "CoreTelephony", "CryptoKit", "EventKit", "GameController", "GameKit", "HealthKit", "Intents", "IntentsUI",
    "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "MetricKit", "MobileCoreServices", "Network",
    "NotificationCenter", "os", "OSLog", "PassKit", "Photos", "PhotosUI", "PushKit", "QuickLook",
    "SafariServices", "Security", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit",
    "UniformTypeIdentifiers", "UserNotifications", "WatchConnectivity", "WebKit", "WidgetKit", "AppKit",
    "CoreGraphics", "QuartzCore", "CoreImage", "ImageIO", "Accelerate", "Vision", "VisionKit", "SceneKit",
    "SpriteKit", "Metal", "MetalKit", "CoreText", "CoreMedia", "CoreVideo", "CoreFoundation", "CoreBluetooth",
    "NetworkExtension", "FileProvider", "CoreNFC", "ExternalAccessory", "MultipeerConnectivity", "Speech",
    "NaturalLanguage", "CoreML", "ARKit", "RealityKit", "Social", "Accounts", "SwiftUICore", "UIKitCore",
}

# Frameworks `import UIKit` brings with it on iOS: names of theirs count as UIKit's (never stubbed).
UIKIT_WORLD = {"UIKit", "Foundation", "CoreGraphics", "QuartzCore", "UserNotifications"}

# Foundation types without the NS prefix that delegate code names.
FOUNDATION_TYPES = {
    "AttributedString", "Bundle", "ByteCountFormatter", "Calendar", "CharacterSet", "Data", "Date",
    "DateComponents", "DateFormatter", "DateInterval", "Decimal", "DispatchGroup", "DispatchQueue",
    "DispatchSemaphore", "DispatchTime", "DispatchWorkItem", "FileManager", "HTTPCookie", "HTTPCookieStorage",
    "HTTPURLResponse", "IndexPath", "IndexSet", "ISO8601DateFormatter", "JSONDecoder", "JSONEncoder",
    "JSONSerialization", "Locale", "Measurement", "Notification", "NotificationCenter", "NumberFormatter",
    "Operation", "OperationQueue", "PersonNameComponents", "ProcessInfo", "PropertyListDecoder",
    "PropertyListEncoder", "PropertyListSerialization", "RunLoop", "Scanner", "Thread", "TimeInterval", "TimeZone",
    "Timer", "URL", "URLCache", "URLComponents", "URLCredential", "URLError", "URLQueryItem", "URLRequest",
    "URLResponse", "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "UUID",
    "UserDefaults", "CocoaError", "FileHandle", "Host", "Progress", "BlockOperation", "ObjCBool", "Formatter",
    "RelativeDateTimeFormatter", "DateComponentsFormatter", "ListFormatter", "Unit", "UnitDuration",
    "ExpressibleByNilLiteral",
}

# Foundation's free functions and constants.
FOUNDATION_VALUES = {"NSLocalizedString", "NSLog", "NSStringFromClass", "NSClassFromString", "NSTemporaryDirectory",
                     "NSHomeDirectory", "NSUserActivityTypeBrowsingWeb", "NSSelectorFromString", "NSStringFromSelector",
                     "autoreleasepool", "NSNotFound", "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSSearchPathForDirectoriesInDomains",
                     "CFAbsoluteTimeGetCurrent", "DispatchTimeInterval"}

# UIKit's free functions and constants.
UIKIT_VALUES = {"UIApplicationMain", "UIGraphicsBeginImageContext", "UIGraphicsEndImageContext",
                "UIGraphicsGetImageFromCurrentImageContext", "UIImageWriteToSavedPhotosAlbum",
                "UIAccessibilityPostNotification", "UIEdgeInsetsMake", "UIEdgeInsetsZero"}

# Names with a UIKit-world prefix that belong elsewhere: SwiftUI's UIKit bridges, CoreData's NS types, third-party
# libraries that took Apple's prefixes.
NOT_UIKIT = {
    "UIHostingController": "SwiftUI", "UIApplicationDelegateAdaptor": "SwiftUI", "UIViewRepresentable": "SwiftUI",
    "UIViewControllerRepresentable": "SwiftUI", "UIHostingConfiguration": "SwiftUI",
    "NSPersistentContainer": "CoreData", "NSManagedObjectContext": "CoreData", "NSManagedObject": "CoreData",
    "NSFetchRequest": "CoreData", "NSPersistentStoreCoordinator": "CoreData", "NSEntityDescription": "CoreData",
    "NSPersistentCloudKitContainer": "CoreData", "NSFetchedResultsController": "CoreData",
    "NSManagedObjectModel": "CoreData", "NSPersistentStoreDescription": "CoreData",
    "NSApplicationDelegateAdaptor": "SwiftUI", "NSApplication": "AppKit", "NSWindow": "AppKit",
    "NSMenu": "AppKit", "NSMenuItem": "AppKit", "NSViewController": "AppKit", "NSView": "AppKit",
    "NSColor": "AppKit", "NSImage": "AppKit", "NSEvent": "AppKit", "NSWorkspace": "AppKit",
    "NSStatusBar": "AppKit", "NSStatusItem": "AppKit", "NSAlert": "AppKit", "NSPasteboard": "AppKit",
    "NSApp": "AppKit", "NSDocumentController": "AppKit", "NSToolbar": "AppKit", "NSToolbarItem": "AppKit",
    "UICKeyChainStore": "UICKeyChainStore (third-party)",
}

# The apps' own types with a UIKit-world prefix, each declared in its app's repository (the file in the comment).
APP_NAMES = {
    # DP-3T/dp3t-app-ios-ch: DP3TApp/Screens/…, DP3TApp/Logic/…
    "NSCheckinOnboardingViewController", "NSLabelType", "NSLinkHandler", "NSLocalPush", "NSNavigationController",
    "NSOnboardingViewController", "NSPushHandler", "NSPushRegistrationManager", "NSSynchronizationPersistence",
    "NSTabBarController", "NSUnsupportedOSViewController", "NSUpdateBoardingViewController", "UIStateManager",
    "NSUIStateManager",
    # mozilla-mobile/focus-ios: focus-ios/Blockzilla/UIComponents/UIConstants.swift; ProtonVPN and Element X too
    "UIConstants",
    # GitHawkApp/GitHawk: Classes/Systems/UIContentSizeCategoryChangeHandler.swift
    "UIContentSizeCategoryChangeHandler",
    # Dimillian/ACHNBrowserUI: ACHNBrowserUI/ACHNBrowserUI/env/UIState.swift, and its UI package's bundle
    "UIState", "UIBundle",
}

# Members other Apple frameworks add to UIKit and Foundation types: stubbed, and named in the report as theirs.
APPLE_EXTENSION_MEMBERS = {"NSUserActivity.interaction": "Intents", "NotificationCenter.publisher": "Combine",
                           "UISceneSession.Role.carTemplateApplication": "CarPlay",
                           "NSUserActivity.contentAttributeSet": "CoreSpotlight"}

# UIKit's names before Swift 4.2 renamed them, which Swift 6 rejects against UIKit too.
RENAMED = {"UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
           "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
           "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
           "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString"}

# Other Apple frameworks, by name, so the report can say whose a stubbed name is.
APPLE_NAMES = {
    "App": "SwiftUI", "Scene": "SwiftUI", "WindowGroup": "SwiftUI", "View": "SwiftUI", "ScenePhase": "SwiftUI",
    "Environment": "SwiftUI", "StateObject": "SwiftUI", "ObservedObject": "SwiftUI", "EnvironmentObject": "SwiftUI",
    "State": "SwiftUI", "Binding": "SwiftUI", "AppStorage": "SwiftUI", "Color": "SwiftUI", "Text": "SwiftUI",
    "Image": "SwiftUI", "Font": "SwiftUI", "Settings": "SwiftUI", "Commands": "SwiftUI", "some": "SwiftUI",
    "AnyView": "SwiftUI", "EmptyView": "SwiftUI", "SceneBuilder": "SwiftUI", "ViewBuilder": "SwiftUI",
    "ObservableObject": "Combine", "Published": "Combine", "AnyCancellable": "Combine", "PassthroughSubject": "Combine",
    "CurrentValueSubject": "Combine", "Cancellable": "Combine", "AnyPublisher": "Combine", "Just": "Combine",
    "Logger": "os", "OSLog": "os", "os_log": "os", "OSLogType": "os", "OSSignposter": "os",
    "BGTaskScheduler": "BackgroundTasks", "BGAppRefreshTaskRequest": "BackgroundTasks",
    "BGProcessingTaskRequest": "BackgroundTasks", "BGTask": "BackgroundTasks", "BGAppRefreshTask": "BackgroundTasks",
    "BGProcessingTask": "BackgroundTasks", "WidgetCenter": "WidgetKit", "CSSearchableItemActionType": "CoreSpotlight",
    "CSSearchableItemActivityIdentifier": "CoreSpotlight", "CSQueryContinuationActionType": "CoreSpotlight",
    "CSSearchQueryString": "CoreSpotlight", "CSSearchableIndex": "CoreSpotlight",
    "INInteraction": "Intents", "INPreferences": "Intents", "INStartCallIntent": "Intents", "INIntent": "Intents",
    "INSendMessageIntent": "Intents", "INPlayMediaIntent": "Intents", "INStartAudioCallIntent": "Intents",
    "INStartVideoCallIntent": "Intents", "INIntentResponse": "Intents", "INVoiceShortcutCenter": "Intents",
    "PKPushRegistry": "PushKit", "PKPushRegistryDelegate": "PushKit", "PKPushType": "PushKit",
    "PKPushPayload": "PushKit", "PKPushCredentials": "PushKit", "CXProvider": "CallKit",
    "AVAudioSession": "AVFoundation", "AVPlayer": "AVFoundation", "SKPaymentQueue": "StoreKit",
    "SKStoreReviewController": "StoreKit", "SFSafariViewController": "SafariServices",
    "ASWebAuthenticationSession": "AuthenticationServices", "ASCredentialExchangeActivity": "AuthenticationServices",
    "ASCredentialImportToken": "AuthenticationServices", "CKContainer": "CloudKit", "CKShare": "CloudKit",
    "CKDatabase": "CloudKit", "WKWebView": "WebKit", "WKWebsiteDataStore": "WebKit", "UTType": "UniformTypeIdentifiers",
    "kUTTypeURL": "MobileCoreServices", "TipKit": "TipKit", "Tips": "TipKit", "AudioServicesPlaySystemSound": "AudioToolbox",
    "ATTrackingManager": "AppTrackingTransparency", "MPRemoteCommandCenter": "MediaPlayer",
    "MPNowPlayingInfoCenter": "MediaPlayer", "NWPathMonitor": "Network", "LAContext": "LocalAuthentication",
    "CLLocationManager": "CoreLocation", "CPTemplateApplicationScene": "CarPlay", "WCSession": "WatchConnectivity",
    "MXMetricManager": "MetricKit", "SecItemCopyMatching": "Security", "kSecClass": "Security",
}

_UIKIT_PREFIX = re.compile(r"^(UI|NS|CG|CA|UN)[A-Z]")
_PREFIX_FRAMEWORK = {"UI": "UIKit", "NS": "Foundation", "CG": "CoreGraphics", "CA": "QuartzCore",
                     "UN": "UserNotifications"}
# NS types that are UIKit's own rather than Foundation's.
_UIKIT_NS = {"NSLayoutConstraint", "NSTextAttachment", "NSDiffableDataSourceSnapshot", "NSShadow",
             "NSParagraphStyle", "NSMutableParagraphStyle", "NSDirectionalEdgeInsets", "NSLayoutAnchor",
             "NSTextStorage", "NSLayoutManager", "NSTextContainer", "NSUnderlineStyle", "NSTextAlignment",
             "NSDataAsset", "NSCollectionLayoutSize", "NSCollectionLayoutItem", "NSToolbarItem"}


def framework_of(name):
    """The framework a type or free name belongs to: a UIKit-world framework, another Apple one, or None for the
    app's own and third-party names."""
    if name in APP_NAMES:
        return None
    if name in NOT_UIKIT:
        return NOT_UIKIT[name]
    if name in FOUNDATION_TYPES or name in FOUNDATION_VALUES:
        return "Foundation"
    if name in UIKIT_VALUES:
        return "UIKit"
    if _UIKIT_PREFIX.match(name):
        if name in _UIKIT_NS:
            return "UIKit"
        return _PREFIX_FRAMEWORK[name[:2]]
    return APPLE_NAMES.get(name)


def is_uikit_world(framework):
    """Whether names of `framework` come with `import UIKit`, so that the surface must have them."""
    return framework in UIKIT_WORLD


def import_kind(module):
    """How an import line is treated: 'surface' (becomes the surface), 'kept', 'apple' or 'third-party' (removed)."""
    if module == "UIKit":
        return "surface"
    if module in KEPT_IMPORTS:
        return "kept"
    if module in APPLE_MODULES:
        return "apple"
    return "third-party"
