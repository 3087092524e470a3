// Async boundary: shared singletons are negotiated by Module Federation before any is used.
import('./bootstrap');
