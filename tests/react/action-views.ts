// The default skin's action views load with their action (one seam per action type). Tests whose
// clock is fake load their modules first, as a page has them once its chunk has arrived: the
// lazy view then renders at once, without the real time a first import (a module transform) takes.
// tests/skins/action-view-loading.test.tsx tests the loading itself.

/** Loads the modules of every action view of the default skin. */
async function preloadActionViews(): Promise<void> {
  await Promise.all([
    import('../../skins/default/ThreeDS2View'),
    import('../../skins/default/RedirectView'),
    import('../../skins/default/QrCodeView'),
    import('../../skins/default/AwaitView'),
    import('../../skins/default/VoucherView'),
    import('../../skins/default/KlarnaWidgetView'),
  ]);
}

export { preloadActionViews };
