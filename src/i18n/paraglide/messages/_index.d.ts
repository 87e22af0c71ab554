/**
* | output |
* | --- |
* | "Pivot" |
*
* @param {Shell_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_brand: ((inputs?: Shell_BrandInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BrandInputs, {
    locale?: "en" | "fr";
}, {}>;
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
export const shell_cart_label: ((inputs: Shell_Cart_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cart, empty" |
*
* @param {Shell_Cart_Label_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_label_empty: ((inputs?: Shell_Cart_Label_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Cart_Label_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our agreements" |
*
* @param {Shell_Footer_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_agreements: ((inputs?: Shell_Footer_AgreementsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_AgreementsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Shell_Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_careers: ((inputs?: Shell_Footer_CareersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CareersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_company: ((inputs?: Shell_Footer_CompanyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CompanyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Shell_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_contact: ((inputs?: Shell_Footer_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "© 2025 Pivot Furniture Inc. All prices in Canadian dollars." |
*
* @param {Shell_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_copyright: ((inputs?: Shell_Footer_CopyrightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_CopyrightInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric & Cover Replacements" |
*
* @param {Shell_Footer_Cover_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_cover_kit: ((inputs?: Shell_Footer_Cover_KitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Cover_KitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Shell_Footer_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_create_account: ((inputs?: Shell_Footer_Create_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Create_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "(external site)" |
*
* @param {Shell_Footer_External_SiteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_external_site: ((inputs?: Shell_Footer_External_SiteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_External_SiteInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Footer_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_faq: ((inputs?: Shell_Footer_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Shell_Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_help: ((inputs?: Shell_Footer_HelpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_HelpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Shell_Footer_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_language: ((inputs?: Shell_Footer_LanguageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_LanguageInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Liquidation sale policy" |
*
* @param {Shell_Footer_Liquidation_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_liquidation_policy: ((inputs?: Shell_Footer_Liquidation_PolicyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Liquidation_PolicyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Footer_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_my_account: ((inputs?: Shell_Footer_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our approach" |
*
* @param {Shell_Footer_Our_ApproachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_our_approach: ((inputs?: Shell_Footer_Our_ApproachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Our_ApproachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Shell_Footer_PoliciesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_policies: ((inputs?: Shell_Footer_PoliciesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PoliciesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Shell_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_privacy: ((inputs?: Shell_Footer_PrivacyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_PrivacyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shell_Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_shop: ((inputs?: Shell_Footer_ShopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_ShopInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Footer_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_sign_in: ((inputs?: Shell_Footer_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot on social media" |
*
* @param {Shell_Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_social: ((inputs?: Shell_Footer_SocialInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SocialInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Shell_Footer_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_swatches: ((inputs?: Shell_Footer_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of use" |
*
* @param {Shell_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_terms: ((inputs?: Shell_Footer_TermsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_TermsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Shell_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_footer_your_account: ((inputs?: Shell_Footer_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Footer_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture home" |
*
* @param {Shell_Header_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_header_home: ((inputs?: Shell_Header_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Header_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Shell_Language_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_name: ((inputs?: Shell_Language_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Voir cette page en français" |
*
* @param {Shell_Language_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_hint: ((inputs?: Shell_Language_Switch_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Français" |
*
* @param {Shell_Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_language_switch_label: ((inputs?: Shell_Language_Switch_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Language_Switch_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All {category}" |
*
* @param {Shell_Menu_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_all: ((inputs: Shell_Menu_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to Main Menu" |
*
* @param {Shell_Menu_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_back: ((inputs?: Shell_Menu_BackInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_BackInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_close: ((inputs?: Shell_Menu_CloseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_CloseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Shell_Menu_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_contact: ((inputs?: Shell_Menu_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Shell_Menu_FaqInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_faq: ((inputs?: Shell_Menu_FaqInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_FaqInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Shell_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_main: ((inputs?: Shell_Menu_MainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_MainInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_my_account: ((inputs?: Shell_Menu_My_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_My_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in or create account" |
*
* @param {Shell_Menu_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_in: ((inputs?: Shell_Menu_Sign_InInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_InInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Shell_Menu_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_sign_out: ((inputs?: Shell_Menu_Sign_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_Sign_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Shell_Menu_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_menu_title: ((inputs?: Shell_Menu_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Menu_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "85% Off" |
*
* @param {Shell_Sale_BadgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_sale_badge: ((inputs?: Shell_Sale_BadgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sale_BadgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_BrandInputs = {};
export type Shell_Cart_LabelInputs = {
    count: NonNullable<unknown>;
};
export type Shell_Cart_Label_EmptyInputs = {};
export type Shell_Footer_AgreementsInputs = {};
export type Shell_Footer_CareersInputs = {};
export type Shell_Footer_CompanyInputs = {};
export type Shell_Footer_ContactInputs = {};
export type Shell_Footer_CopyrightInputs = {};
export type Shell_Footer_Cover_KitInputs = {};
export type Shell_Footer_Create_AccountInputs = {};
export type Shell_Footer_External_SiteInputs = {};
export type Shell_Footer_FaqInputs = {};
export type Shell_Footer_HelpInputs = {};
export type Shell_Footer_LanguageInputs = {};
export type Shell_Footer_Liquidation_PolicyInputs = {};
export type Shell_Footer_My_AccountInputs = {};
export type Shell_Footer_Our_ApproachInputs = {};
export type Shell_Footer_PoliciesInputs = {};
export type Shell_Footer_PrivacyInputs = {};
export type Shell_Footer_ShopInputs = {};
export type Shell_Footer_Sign_InInputs = {};
export type Shell_Footer_SocialInputs = {};
export type Shell_Footer_SwatchesInputs = {};
export type Shell_Footer_TermsInputs = {};
export type Shell_Footer_Your_AccountInputs = {};
export type Shell_Header_HomeInputs = {};
export type Shell_Language_NameInputs = {};
export type Shell_Language_Switch_HintInputs = {};
export type Shell_Language_Switch_LabelInputs = {};
export type Shell_Menu_AllInputs = {
    category: NonNullable<unknown>;
};
export type Shell_Menu_BackInputs = {};
export type Shell_Menu_CloseInputs = {};
export type Shell_Menu_ContactInputs = {};
export type Shell_Menu_FaqInputs = {};
export type Shell_Menu_MainInputs = {};
export type Shell_Menu_My_AccountInputs = {};
export type Shell_Menu_Sign_InInputs = {};
export type Shell_Menu_Sign_OutInputs = {};
export type Shell_Menu_TitleInputs = {};
export type Shell_Sale_BadgeInputs = {};
