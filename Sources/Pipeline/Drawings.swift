import Drawing
import Figure
import Raster
import Render

/// A diagram composed for raster output at `scale` and painted: the one way Bezel turns a
/// figure into pixels.
public func renderImage(_ diagram: Diagram, scale: Double) throws -> RGBAImage {
    try Renderer.render(drawing(diagram, measurer: Renderer.textMeasurer(scale: scale)), scale: scale)
}

/// A diagram as the bytes of a file in `format` (`scale` applies to PNG only).
public func renderFile(_ diagram: Diagram, format: OutputFormat, scale: Double) throws -> [UInt8] {
    switch format {
    case .png: try Renderer.renderPNG(drawing(diagram, measurer: Renderer.textMeasurer(scale: scale)), scale: scale)
    case .svg: try Renderer.renderVector(drawing(diagram, measurer: Renderer.textMeasurer(format: .svg)), format: .svg)
    case .pdf: try Renderer.renderVector(drawing(diagram, measurer: Renderer.textMeasurer(format: .pdf)), format: .pdf)
    }
}
