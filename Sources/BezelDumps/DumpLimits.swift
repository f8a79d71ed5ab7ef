/// The bounds a view dump is held to, so that no file can make the reader (or the stages after
/// it) allocate, recurse or loop without bound. Each is checked before the work it bounds;
/// breaking one is bad input (exit 2) naming the file, line and column. docs/limits.md lists them.
public enum DumpLimits {
    /// Bytes in a dump file, as for scene files (`DocumentLimits.maxFileBytes`): the largest
    /// published dump in the corpus is under 40 KB.
    public static let maxFileBytes = 4 << 20
    /// Characters in one line (after wrapped lines are joined). The longest real line seen, a
    /// layout guide in `_autolayoutTrace`, is under 1,000.
    public static let maxLineCharacters = 20_000
    /// Views in one file, every capture together. A scene holds about 25,000 views; an imported
    /// capture must fit in one.
    public static let maxViews = 20_000
    /// Levels of a tree (the root is level 0). UIKit screens seen in dumps stay under 40; the
    /// scene format nests 128 deep.
    public static let maxDepth = 100
    /// Characters in a class name or a text value.
    public static let maxNameCharacters = 1_000
    /// The largest magnitude of a printed number. UIKit's frames inside long scroll views can
    /// pass the scene format's 100,000 pt; larger numbers are refused where they are written.
    public static let maxMagnitude = 10_000_000.0
}
