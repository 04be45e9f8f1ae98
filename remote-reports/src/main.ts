// Standalone entry for the team's dev server; inside the product the host loads `./remote`.
import(/* webpackChunkName: "standalone" */ './bootstrap');
