import CBezelPangoCairo
import Foundation
import Synchronization
import BezelDrawing
import BezelGeometry
import BezelSupport

/// Fonts loaded ahead for raster drawing, while the command line reads and lays out its scenes.
///
/// Each font size and weight Pango is asked for the first time costs 0.3–1 ms in its font map
/// (fontconfig's match and sort, the font's FreeType and HarfBuzz objects): most of a small
/// picture's drawing. After `prepare(scale:fonts:)`, a thread of its own makes a font map, loads
/// `fonts` in it on a canvas at `scale`, in their order, and hands it over to the first thread
/// that makes a raster canvas at that scale (`fontMap(rasterScale:)`), which waits for the font
/// being loaded, not for the rest: its canvases then take their fonts from it, and load any
/// others themselves. Pango font maps are not shared between threads: this one is used by the
/// loading thread, then by the thread it is handed to, never by both.
extension FontStart {
    private struct Ahead {
        let scale: Double
        /// The font map, once loaded (as an address: a raw pointer is not `Sendable`).
        var map: Int?
        /// Whether it was handed to a thread (which `ownerKey` marks); the loading thread then
        /// stops after the font it is loading.
        var owned = false
    }

    private static let ahead = Mutex<Ahead?>(nil)
    /// Set (to any non-nil value) on the thread the fonts were handed to, and on no other: a
    /// thread's identifier is reused once it ends, its thread-specific values are not.
    private static let ownerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static let loading = DispatchGroup()

    /// Loads `fonts` for raster canvases at `scale` on a thread of its own. Only the first call
    /// in a process does anything, and only in a process that called `begin()` (the command
    /// line), whose first picture is worth starting early.
    public static func prepare(scale: Double, fonts: [Font]) {
        if began { loadAhead(scale: scale, fonts: fonts) }
    }

    /// `prepare` in any process (the tests'): the first call starts the loading.
    static func loadAhead(scale: Double, fonts: [Font]) {
        guard scale.isFinite, scale > 0 else { return }
        // Entered with the state published, so a thread that takes the map finds it loading.
        let claimed = ahead.withLock { ahead in
            guard ahead == nil else { return false }
            ahead = Ahead(scale: scale)
            loading.enter()
            return true
        }
        guard claimed else { return }
        detachThread {
            wait()
            let map = loadedFontMap(scale: scale, fonts: fonts) { ahead.withLock { $0?.owned ?? true } }
            ahead.withLock { $0?.map = map.map { Int(bitPattern: $0) } }
            loading.leave()
        }
    }

    /// Waits until the fonts asked for are loaded, or loading stopped (for tests).
    static func waitForFontsAhead() { loading.wait() }

    /// The font map for a raster canvas at `scale` on this thread: the one loaded ahead when
    /// this thread is (or now becomes) its owner, else the thread's own.
    static func fontMap(rasterScale scale: Double) -> UnsafeMutablePointer<PangoFontMap>! {
        let isOwner = pthread_getspecific(ownerKey) != nil
        let owned = ahead.withLock { ahead -> Bool in
            guard var taken = ahead, taken.scale == scale else { return false }
            if taken.owned { return isOwner }
            taken.owned = true
            ahead = taken
            return true
        }
        guard owned else { return fontMap() }
        if !isOwner { pthread_setspecific(ownerKey, UnsafeRawPointer(bitPattern: 1)) }
        loading.wait()
        guard let address = ahead.withLock({ $0?.map }), let map = UnsafeMutablePointer<PangoFontMap>(bitPattern: address) else { return fontMap() }
        return map
    }

    /// A new font map with Bezel's configuration and `fonts` loaded at `scale`, the way a raster
    /// canvas asks for them, until `stopped()`.
    private static func loadedFontMap(scale: Double, fonts: [Font], stopped: () -> Bool) -> UnsafeMutablePointer<PangoFontMap>? {
        guard let map = pango_cairo_font_map_new() else { return nil }
        FontConfiguration.apply(to: map)
        guard let canvas = try? Canvas(size: Size(width: 1, height: 1), scale: scale, rows: nil, fontMap: map) else { return map }
        for font in fonts where !stopped() { _ = canvas.text("Ag 09", font: font).size }
        return map
    }
}
