// Apple's frameworks that a SwiftUI screen imports and Linux does not have. The port
// comments each import out and lists the names of the file that came from it (the
// commonest names of each framework; a name not listed here still fails to
// compile, at its line), so that what is left to stub is known before building.

/// An Apple-only framework a screen may import.
struct AppleFramework: Sendable {
  /// The module name.
  let module: String
  /// What replaces it, when something does: ViewGraph provides these names.
  let providedBy: String?
  /// The framework's commonest names, as written in code.
  let names: Set<String>

  /// Every framework the port knows, by module name.
  static let all: [String: AppleFramework] = {
    let list: [AppleFramework] = [
      // Replaced: ViewGraph provides what screens use of them.
      AppleFramework(
        module: "os", providedBy: "Logger comes with ViewGraph (os's own on Apple platforms)",
        names: []),
      AppleFramework(
        module: "OSLog", providedBy: "Logger comes with ViewGraph (os's own on Apple platforms)",
        names: ["OSLogStore", "OSLogEntry"]),
      AppleFramework(
        module: "CoreGraphics", providedBy: "its geometry types (CGFloat, CGPoint, CGSize, CGRect) come with ViewGraph",
        names: ["CGContext", "CGImage", "CGColor", "CGPath", "CGAffineTransform"]),
      AppleFramework(
        module: "DeveloperToolsSupport", providedBy: "ImageResource and ColorResource come with ViewGraph", names: []),
      // Not available: what the screen uses of them must be stubbed.
      AppleFramework(
        module: "UIKit", providedBy: nil,
        names: [
          "UIColor", "UIImage", "UIApplication", "UIScreen", "UIDevice", "UIFont", "UIView", "UIViewController",
          "UIPasteboard", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
          "UISelectionFeedbackGenerator", "UIAccessibility", "UIResponder", "UIWindow", "UIWindowScene", "UIEdgeInsets",
          "UIKeyboardType", "UITextField", "UITableView", "UIActivityViewController", "UIHostingController",
          "UIViewRepresentable", "UIViewControllerRepresentable", "UIApplicationDelegate", "UIRectCorner",
          "UIBezierPath", "UIGraphicsImageRenderer",
        ]),
      AppleFramework(
        module: "AppKit", providedBy: nil,
        names: ["NSColor", "NSImage", "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSViewRepresentable"]),
      AppleFramework(
        module: "StoreKit", providedBy: nil,
        names: [
          "Product", "AppStore", "SKStoreReviewController", "StoreView", "SubscriptionStoreView", "ProductView",
          "requestReview", "SKPaymentQueue", "SKProduct",
        ]),
      AppleFramework(
        module: "TipKit", providedBy: nil, names: ["Tip", "Tips", "TipView", "popoverTip", "TipGroup"]),
      AppleFramework(module: "UniformTypeIdentifiers", providedBy: nil, names: ["UTType"]),
      AppleFramework(module: "LocalAuthentication", providedBy: nil, names: ["LAContext", "LAPolicy", "LAError"]),
      AppleFramework(
        module: "AVFoundation", providedBy: nil,
        names: [
          "AVPlayer", "AVAudioPlayer", "AVAudioSession", "AVCaptureSession", "AVSpeechSynthesizer",
          "AVSpeechUtterance", "AVAsset", "AVURLAsset", "AVPlayerItem", "AVAudioRecorder", "AVCaptureDevice",
        ]),
      AppleFramework(module: "AVKit", providedBy: nil, names: ["VideoPlayer", "AVPlayerViewController"]),
      AppleFramework(
        module: "PhotosUI", providedBy: nil, names: ["PhotosPicker", "PhotosPickerItem", "PHPickerViewController"]),
      AppleFramework(module: "Photos", providedBy: nil, names: ["PHAsset", "PHPhotoLibrary", "PHImageManager"]),
      AppleFramework(
        module: "MapKit", providedBy: nil,
        names: [
          "Map", "MKCoordinateRegion", "MKCoordinateSpan", "MapMarker", "Marker", "Annotation", "MapCameraPosition",
          "MKMapView", "MapAnnotation", "MKLocalSearch", "MKMapItem",
        ]),
      AppleFramework(
        module: "Charts", providedBy: nil,
        names: ["Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "SectorMark", "chartXAxis"]),
      AppleFramework(
        module: "WidgetKit", providedBy: nil,
        names: ["WidgetCenter", "TimelineProvider", "TimelineEntry", "WidgetFamily", "StaticConfiguration"]),
      AppleFramework(
        module: "CoreLocation", providedBy: nil,
        names: ["CLLocationManager", "CLLocation", "CLLocationCoordinate2D", "CLGeocoder", "CLAuthorizationStatus"]),
      AppleFramework(
        module: "UserNotifications", providedBy: nil,
        names: [
          "UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationRequest",
          "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger",
        ]),
      AppleFramework(module: "CloudKit", providedBy: nil, names: ["CKContainer", "CKRecord", "CKDatabase"]),
      AppleFramework(
        module: "SwiftData", providedBy: nil,
        names: [
          "Model", "Query", "ModelContext", "ModelContainer", "modelContainer", "modelContext", "FetchDescriptor",
        ]),
      AppleFramework(
        module: "CoreData", providedBy: nil,
        names: [
          "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest", "FetchRequest",
          "FetchedResults", "managedObjectContext",
        ]),
      AppleFramework(module: "WebKit", providedBy: nil, names: ["WKWebView", "WKNavigationDelegate", "WebView"]),
      AppleFramework(module: "SafariServices", providedBy: nil, names: ["SFSafariViewController"]),
      AppleFramework(
        module: "MessageUI", providedBy: nil, names: ["MFMailComposeViewController", "MFMessageComposeViewController"]),
      AppleFramework(
        module: "HealthKit", providedBy: nil, names: ["HKHealthStore", "HKQuantityType", "HKSampleQuery"]),
      AppleFramework(module: "EventKit", providedBy: nil, names: ["EKEventStore", "EKEvent", "EKReminder"]),
      AppleFramework(module: "Contacts", providedBy: nil, names: ["CNContactStore", "CNContact"]),
      AppleFramework(module: "CoreHaptics", providedBy: nil, names: ["CHHapticEngine", "CHHapticEvent"]),
      AppleFramework(module: "CoreMotion", providedBy: nil, names: ["CMMotionManager", "CMPedometer"]),
      AppleFramework(
        module: "AuthenticationServices", providedBy: nil,
        names: [
          "SignInWithAppleButton", "ASAuthorization", "ASAuthorizationAppleIDCredential", "ASWebAuthenticationSession",
        ]
      ),
      AppleFramework(
        module: "AppIntents", providedBy: nil, names: ["AppIntent", "AppShortcutsProvider", "IntentResult"]),
      AppleFramework(module: "CryptoKit", providedBy: nil, names: ["SHA256", "AES", "Curve25519", "SymmetricKey"]),
      AppleFramework(module: "Network", providedBy: nil, names: ["NWPathMonitor", "NWConnection"]),
      AppleFramework(module: "CoreImage", providedBy: nil, names: ["CIFilter", "CIImage", "CIContext"]),
      AppleFramework(module: "Vision", providedBy: nil, names: ["VNImageRequestHandler", "VNRecognizeTextRequest"]),
      AppleFramework(module: "CoreML", providedBy: nil, names: ["MLModel"]),
      AppleFramework(module: "GameKit", providedBy: nil, names: ["GKLocalPlayer", "GKAccessPoint"]),
      AppleFramework(module: "QuickLook", providedBy: nil, names: ["QLPreviewController", "quickLookPreview"]),
      AppleFramework(module: "PassKit", providedBy: nil, names: ["PKPaymentButton", "PKPaymentRequest"]),
      AppleFramework(module: "ActivityKit", providedBy: nil, names: ["Activity", "ActivityAttributes"]),
      AppleFramework(module: "SpriteKit", providedBy: nil, names: ["SpriteView", "SKScene", "SKSpriteNode"]),
      AppleFramework(module: "SceneKit", providedBy: nil, names: ["SceneView", "SCNScene", "SCNNode"]),
      AppleFramework(module: "RealityKit", providedBy: nil, names: ["RealityView", "ARView", "ModelEntity"]),
      AppleFramework(module: "ARKit", providedBy: nil, names: ["ARSession", "ARWorldTrackingConfiguration"]),
      AppleFramework(module: "CoreBluetooth", providedBy: nil, names: ["CBCentralManager", "CBPeripheral"]),
      AppleFramework(module: "Speech", providedBy: nil, names: ["SFSpeechRecognizer"]),
      AppleFramework(module: "PencilKit", providedBy: nil, names: ["PKCanvasView", "PKToolPicker"]),
      AppleFramework(module: "QuartzCore", providedBy: nil, names: ["CALayer", "CACurrentMediaTime", "CADisplayLink"]),
      AppleFramework(module: "CoreSpotlight", providedBy: nil, names: ["CSSearchableItem", "CSSearchableIndex"]),
      AppleFramework(
        module: "BackgroundTasks", providedBy: nil, names: ["BGTaskScheduler", "BGAppRefreshTaskRequest"]),
      AppleFramework(module: "MusicKit", providedBy: nil, names: ["MusicAuthorization", "MusicCatalogSearchRequest"]),
      AppleFramework(module: "LinkPresentation", providedBy: nil, names: ["LPLinkView", "LPMetadataProvider"]),
      AppleFramework(module: "CoreText", providedBy: nil, names: ["CTFont", "CTFontManagerRegisterFontsForURL"]),
      AppleFramework(module: "ImageIO", providedBy: nil, names: ["CGImageSource", "CGImageSourceCreateWithURL"]),
      AppleFramework(module: "Metal", providedBy: nil, names: ["MTLDevice", "MTLCreateSystemDefaultDevice"]),
      AppleFramework(module: "MetalKit", providedBy: nil, names: ["MTKView"]),
      AppleFramework(module: "AudioToolbox", providedBy: nil, names: ["AudioServicesPlaySystemSound"]),
      AppleFramework(
        module: "MediaPlayer", providedBy: nil, names: ["MPMusicPlayerController", "MPNowPlayingInfoCenter"]),
      AppleFramework(module: "GameController", providedBy: nil, names: ["GCController"]),
      AppleFramework(module: "ContactsUI", providedBy: nil, names: ["CNContactPickerViewController"]),
      AppleFramework(module: "EventKitUI", providedBy: nil, names: ["EKEventEditViewController"]),
      AppleFramework(module: "NaturalLanguage", providedBy: nil, names: ["NLTagger", "NLLanguageRecognizer"]),
      AppleFramework(module: "ShazamKit", providedBy: nil, names: ["SHSession"]),
      AppleFramework(
        module: "VisionKit", providedBy: nil, names: ["DataScannerViewController", "VNDocumentCameraViewController"]),
    ]
    return Dictionary(uniqueKeysWithValues: list.map { ($0.module, $0) })
  }()
}
