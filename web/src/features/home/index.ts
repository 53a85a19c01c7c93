export { BannerCarousel, BannerSkeleton } from "./components/BannerCarousel";
export { pickFeatured, pickRecommended } from "./lib/pickProducts";
