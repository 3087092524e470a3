// Async boundary: shared singletons (React, router, session store) are negotiated by Module
// Federation before any of them is used.
import('./bootstrap');
