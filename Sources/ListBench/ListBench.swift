public enum ListBenchPlaceholder {}
