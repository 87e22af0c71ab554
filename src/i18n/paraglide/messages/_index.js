/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand = /** @type {((inputs?: Shell_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_brand(inputs)
	return __en.shell_brand(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | "other" | "Cart, {count} items" |
*
* @param {Shell_Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label = /** @type {((inputs: Shell_Cart_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label(inputs)
	return __en.shell_cart_label(inputs)
});
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty = /** @type {((inputs?: Shell_Cart_Label_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Label_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_label_empty(inputs)
	return __en.shell_cart_label_empty(inputs)
});
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements = /** @type {((inputs?: Shell_Footer_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_agreements(inputs)
	return __en.shell_footer_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers = /** @type {((inputs?: Shell_Footer_CareersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CareersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_careers(inputs)
	return __en.shell_footer_careers(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company = /** @type {((inputs?: Shell_Footer_CompanyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CompanyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_company(inputs)
	return __en.shell_footer_company(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact = /** @type {((inputs?: Shell_Footer_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_contact(inputs)
	return __en.shell_footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright = /** @type {((inputs?: Shell_Footer_CopyrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_CopyrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_copyright(inputs)
	return __en.shell_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit = /** @type {((inputs?: Shell_Footer_Cover_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Cover_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_cover_kit(inputs)
	return __en.shell_footer_cover_kit(inputs)
});
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account = /** @type {((inputs?: Shell_Footer_Create_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Create_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_create_account(inputs)
	return __en.shell_footer_create_account(inputs)
});
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site = /** @type {((inputs?: Shell_Footer_External_SiteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_External_SiteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_external_site(inputs)
	return __en.shell_footer_external_site(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq = /** @type {((inputs?: Shell_Footer_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_faq(inputs)
	return __en.shell_footer_faq(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help = /** @type {((inputs?: Shell_Footer_HelpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_HelpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_help(inputs)
	return __en.shell_footer_help(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language = /** @type {((inputs?: Shell_Footer_LanguageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_LanguageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_language(inputs)
	return __en.shell_footer_language(inputs)
});
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy = /** @type {((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_liquidation_policy(inputs)
	return __en.shell_footer_liquidation_policy(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account = /** @type {((inputs?: Shell_Footer_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_my_account(inputs)
	return __en.shell_footer_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach = /** @type {((inputs?: Shell_Footer_Our_ApproachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Our_ApproachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_our_approach(inputs)
	return __en.shell_footer_our_approach(inputs)
});
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies = /** @type {((inputs?: Shell_Footer_PoliciesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PoliciesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_policies(inputs)
	return __en.shell_footer_policies(inputs)
});
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy = /** @type {((inputs?: Shell_Footer_PrivacyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_PrivacyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_privacy(inputs)
	return __en.shell_footer_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop = /** @type {((inputs?: Shell_Footer_ShopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_ShopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_shop(inputs)
	return __en.shell_footer_shop(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in = /** @type {((inputs?: Shell_Footer_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_sign_in(inputs)
	return __en.shell_footer_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social = /** @type {((inputs?: Shell_Footer_SocialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SocialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_social(inputs)
	return __en.shell_footer_social(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches = /** @type {((inputs?: Shell_Footer_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_swatches(inputs)
	return __en.shell_footer_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms = /** @type {((inputs?: Shell_Footer_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_terms(inputs)
	return __en.shell_footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account = /** @type {((inputs?: Shell_Footer_Your_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Footer_Your_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_footer_your_account(inputs)
	return __en.shell_footer_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home = /** @type {((inputs?: Shell_Header_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Header_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_header_home(inputs)
	return __en.shell_header_home(inputs)
});
/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name = /** @type {((inputs?: Shell_Language_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_name(inputs)
	return __en.shell_language_name(inputs)
});
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint = /** @type {((inputs?: Shell_Language_Switch_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_hint(inputs)
	return __en.shell_language_switch_hint(inputs)
});
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label = /** @type {((inputs?: Shell_Language_Switch_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Language_Switch_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_language_switch_label(inputs)
	return __en.shell_language_switch_label(inputs)
});
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all = /** @type {((inputs: Shell_Menu_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_all(inputs)
	return __en.shell_menu_all(inputs)
});
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back = /** @type {((inputs?: Shell_Menu_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_back(inputs)
	return __en.shell_menu_back(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close = /** @type {((inputs?: Shell_Menu_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_close(inputs)
	return __en.shell_menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact = /** @type {((inputs?: Shell_Menu_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_contact(inputs)
	return __en.shell_menu_contact(inputs)
});
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq = /** @type {((inputs?: Shell_Menu_FaqInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_FaqInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_faq(inputs)
	return __en.shell_menu_faq(inputs)
});
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main = /** @type {((inputs?: Shell_Menu_MainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_MainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_main(inputs)
	return __en.shell_menu_main(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account = /** @type {((inputs?: Shell_Menu_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_my_account(inputs)
	return __en.shell_menu_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in = /** @type {((inputs?: Shell_Menu_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_in(inputs)
	return __en.shell_menu_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out = /** @type {((inputs?: Shell_Menu_Sign_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_Sign_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_sign_out(inputs)
	return __en.shell_menu_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title = /** @type {((inputs?: Shell_Menu_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Menu_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_menu_title(inputs)
	return __en.shell_menu_title(inputs)
});
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge = /** @type {((inputs?: Shell_Sale_BadgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sale_BadgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_sale_badge(inputs)
	return __en.shell_sale_badge(inputs)
});