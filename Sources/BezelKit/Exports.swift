// BezelKit is the one module a user imports: it re-exports every stage's public API, so
// `import BezelKit` gives devices, scenes, layout, figures, rendering, PNG, image comparison and
// goldens, and the one-call API in `Bezel`. The stage modules keep their `Bezel…` names so that
// none clashes with another package's `Geometry` or `Layout`.
@_exported import BezelAutoLayout
@_exported import BezelCompare
@_exported import BezelDevices
@_exported import BezelDrawing
@_exported import BezelDumps
@_exported import BezelFigure
@_exported import BezelGeometry
@_exported import BezelGolden
@_exported import BezelImageDiff
@_exported import BezelImport
@_exported import BezelLayout
@_exported import BezelPipeline
@_exported import BezelRaster
@_exported import BezelRender
@_exported import BezelScene
@_exported import BezelSolver
@_exported import BezelSupport
