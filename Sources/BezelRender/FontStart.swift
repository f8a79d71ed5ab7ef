import CBezelPangoCairo
import Dispatch
import Foundation

/// fontconfig's start (reading its configuration and the font caches: 5–7 ms) on a thread of its
/// own, begun by the command line before it parses its arguments, so that it is done by the time
/// the first label is measured. Without it, Pango starts fontconfig only when its first font map
/// is made, on a thread the measuring then waits for. Every font map Bezel makes is taken after
/// `wait()`, so Pango never starts a second fontconfig beside this one.
public enum FontStart {
    private static let group = DispatchGroup()

    /// Starts fontconfig on its own thread. Call it once, first thing, from the main thread, and
    /// only in a process that will lay out or draw text.
    public static func begin() {
        group.enter()
        Thread.detachNewThread {
            _ = FcInit()
            group.leave()
        }
    }

    /// Returns once fontconfig has started, if `begin()` started it; at once otherwise.
    static func wait() { group.wait() }

    /// This thread's Pango font map (Pango keeps one a thread), after fontconfig's start.
    static func fontMap() -> UnsafeMutablePointer<PangoFontMap>! {
        wait()
        return pango_cairo_font_map_get_default()
    }
}
