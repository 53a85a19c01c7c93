export { ChocolateIcon } from "./ChocolateIcon";
export { DirectionalIcon } from "./DirectionalIcon";
export { FullPageSkeleton, visuallyHidden } from "./FullPageSkeleton";
export { LanguageSwitcher } from "./LanguageSwitcher";
export { PageFallback } from "./PageFallback";
export { PageHeading } from "./PageHeading";
export { PlaceholderPage } from "./PlaceholderPage";
export { StatusPage } from "./StatusPage";
export type { IconComponent } from "./iconTypes";
