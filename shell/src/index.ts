// The page behind one dynamic import: webpack then gives what changes seldom (React DOM, the router)
// chunks of their own, which a browser keeps from one deployment of the shell to the next.
import('./bootstrap');
