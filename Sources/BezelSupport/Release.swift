/// Which Bezel this is. `bezel --version` adds the commit the binary was built from; the library
/// offers it as `Bezel.version`.
public enum Release {
    public static let version = "1.1.0-dev"
}
