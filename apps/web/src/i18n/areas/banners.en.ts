/** English strings of the home carousel (the dashboard's are in `banners-admin.en.ts`); `banners.ar.ts` mirrors the keys. */
export const bannersEn = {
  carousel: {
    role: 'carousel',
    slideRole: 'banner',
    label: 'Featured banners',
    slide: 'Banner {{index}} of {{count}}',
    previous: 'Previous banner',
    next: 'Next banner',
    goTo: 'Show banner {{index}}',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    cta: 'Shop now',
  },
};
