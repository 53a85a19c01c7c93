export { BannerCarousel, BannerSkeleton } from "./components/BannerCarousel";
