import BezelDevices
import BezelDumps
import BezelGeometry
import BezelLayout

/// A dump held against Bezel's layout of the same configuration: view by view, where they agree
/// and where they differ, and the totals. Frames agree within `Comparison.tolerance`.
public struct Comparison: Sendable {
    /// UIKit prints frames to six decimals; a difference above half a point is a disagreement.
    public static let tolerance = 0.5

    public struct View: Sendable {
        public enum Status: String, Sendable {
            /// The same class in the same place, the frame within the tolerance (or not printed).
            case agree
            /// The same class, the frame off by more than the tolerance.
            case frameDiffers = "frame-differs"
            /// On the device, not in Bezel's tree.
            case missingInBezel = "missing-in-bezel"
            /// In Bezel's tree, not on the device.
            case missingOnDevice = "missing-on-device"
            /// Inside a controller's own content view: the app's, not compared.
            case content = "app-content"
            /// Below a level the publisher cut out (`...`): its place is unknown, not compared.
            case belowCut = "below-a-cut"
        }

        public var status: Status
        /// Levels below the compared root.
        public var depth: Int
        /// The class the device printed, or Bezel's for a view only Bezel has.
        public var className: String
        public var bezelClassName: String?
        /// The dump's line.
        public var line: Int?
        public var text: String?
        /// Each side's frame in its superview (`frame` as UIKit prints it).
        public var dumpFrame: Rect?
        public var bezelFrame: Rect?
        /// The frames' largest difference; measured against a common ancestor when one side has
        /// levels the other lacks.
        public var delta: Double?
        /// Where each side draws the view, for outlining.
        public var dumpPlace: Rect?
        public var bezelPlace: Rect?
    }

    public struct Summary: Sendable {
        /// Views in the dump's capture (placeholders of cuts aside).
        public var dumpViews = 0
        /// Those compared (app content aside), and of them the ones Bezel has.
        public var compared = 0
        public var matched = 0
        /// Matched views whose frames both sides give, and of them those within the tolerance.
        public var framesCompared = 0
        public var framesAgree = 0
        public var missingInBezel = 0
        public var missingOnDevice = 0
        /// Not compared: app content, or below a cut.
        public var notCompared = 0

        /// Every compared view matched with its frame within the tolerance, and Bezel adds none.
        public var agrees: Bool { matched == compared && framesAgree == framesCompared && missingOnDevice == 0 }
    }

    public var file: String
    public var captureIndex: Int
    public var captureLine: Int
    public var format: DumpFormat
    public var device: Device
    public var os: OSVersion
    public var orientation: Orientation
    /// What was guessed, recognised and tolerated, one sentence each.
    public var guesses: [String]
    public var findings: [String]
    public var notes: [String]
    public var views: [View]
    public var summary: Summary
    /// Bezel's laid-out app at full depth (for the side-by-side picture).
    public var bezel: AppLayout
}
