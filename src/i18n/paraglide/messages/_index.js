/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Shell_Language_NameInputs */
/** @typedef {{}} Shell_Language_Switch_LabelInputs */
/** @typedef {{}} Shell_Language_Switch_HintInputs */
/** @typedef {{}} Shell_Cart_Label_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_LabelInputs */
/** @typedef {{}} Shell_Footer_ShopInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_FaqInputs */
/** @typedef {{}} Shell_Footer_ContactInputs */
/** @typedef {{}} Shell_Footer_SwatchesInputs */
/** @typedef {{}} Shell_Footer_Cover_KitInputs */
/** @typedef {{}} Shell_Footer_CompanyInputs */
/** @typedef {{}} Shell_Footer_Our_ApproachInputs */
/** @typedef {{}} Shell_Footer_AgreementsInputs */
/** @typedef {{}} Shell_Footer_CareersInputs */
/** @typedef {{}} Shell_Footer_External_SiteInputs */
/** @typedef {{}} Shell_Footer_Your_AccountInputs */
/** @typedef {{}} Shell_Footer_My_AccountInputs */
/** @typedef {{}} Shell_Footer_Create_AccountInputs */
/** @typedef {{}} Shell_Footer_Sign_InInputs */
/** @typedef {{}} Shell_Footer_PoliciesInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Footer_Liquidation_PolicyInputs */
/** @typedef {{}} Shell_Footer_CopyrightInputs */
/** @typedef {{}} Shell_Footer_SocialInputs */
/** @typedef {{}} Shell_Footer_LanguageInputs */
/** @typedef {{}} Shell_Header_HomeInputs */
/** @typedef {{}} Shell_Menu_TitleInputs */
/** @typedef {{}} Shell_Menu_CloseInputs */
/** @typedef {{}} Shell_Menu_MainInputs */
/** @typedef {{}} Shell_Menu_My_AccountInputs */
/** @typedef {{}} Shell_Menu_Sign_InInputs */
/** @typedef {{}} Shell_Menu_FaqInputs */
/** @typedef {{}} Shell_Menu_ContactInputs */
/** @typedef {{}} Shell_Menu_Sign_OutInputs */
/** @typedef {{}} Shell_Menu_BackInputs */
/** @typedef {{ category: NonNullable<unknown> }} Shell_Menu_AllInputs */
/** @typedef {{}} Shell_Sale_BadgeInputs */
/** @typedef {{}} Shell_BrandInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Account_GreetingInputs */
/** @typedef {{}} Shell_Account_My_AccountInputs */
/** @typedef {{}} Shell_Account_Sign_InInputs */
/** @typedef {{}} Shell_Cart_Popup_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_Not_AddedInputs */
/** @typedef {{}} Shell_Cart_Popup_ClearedInputs */
/** @typedef {{}} Shell_Cart_Popup_Cleared_TextInputs */
/** @typedef {{}} Shell_Cart_Popup_Add_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Cart_Popup_ItemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shell_Cart_Popup_CountInputs */
/** @typedef {{}} Shell_Cart_Popup_View_CartInputs */
/** @typedef {{}} Shell_Cart_Popup_CheckoutInputs */
/** @typedef {{}} Shell_Category_Menu_LabelInputs */
/** @typedef {{}} Shell_Liquidation_TitleInputs */
/** @typedef {{}} Shell_Liquidation_PickupInputs */
/** @typedef {{}} Shell_Liquidation_Policy_LinkInputs */
/** @typedef {{}} Shell_Location_TitleInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Pinned_CityInputs */
/** @typedef {{}} Shell_Location_PinnedInputs */
/** @typedef {{ city: NonNullable<unknown> }} Shell_Location_Shop_FromInputs */
/** @typedef {{}} Shell_Location_ContinueInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_Pinned_Prices_CityInputs */
/** @typedef {{}} Shell_Location_Pinned_Prices_DefaultInputs */
/** @typedef {{}} Shell_Location_DescriptionInputs */
/** @typedef {{ city: NonNullable<unknown>, province: NonNullable<unknown> }} Shell_Location_CurrentInputs */
/** @typedef {{}} Shell_Location_Select_CityInputs */
/** @typedef {{}} Shell_Location_ButtonInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_Not_Found_Page_TitleInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_RoomsInputs */
/** @typedef {{}} Shell_Home_LinkInputs */
/** @typedef {{}} Shell_Promo_SaleInputs */
/** @typedef {{}} Shell_Promo_Made_In_CanadaInputs */
/** @typedef {{}} Shell_Promo_Own_CrewInputs */
/** @typedef {{}} Shell_Billing_AlertInputs */
/** @typedef {{}} Shell_Quick_Links_LabelInputs */
/** @typedef {{}} Shell_Quick_SofasInputs */
/** @typedef {{}} Shell_Quick_SectionalsInputs */
/** @typedef {{}} Shell_Quick_Lounge_ChairsInputs */
/** @typedef {{}} Shell_Quick_LoveseatsInputs */
/** @typedef {{}} Shell_Quick_Coffee_TablesInputs */
/** @typedef {{}} Shell_Quick_End_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_TablesInputs */
/** @typedef {{}} Shell_Quick_Dining_ChairsInputs */
/** @typedef {{}} Shell_Quick_BedsInputs */
/** @typedef {{}} Shell_SearchInputs */
/** @typedef {{}} Shell_Search_CloseInputs */
/** @typedef {{}} Shell_Search_HintInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Error_TextInputs */
/** @typedef {{}} Shell_Error_Text_UnreportedInputs */
/** @typedef {{}} Shell_Error_RetryInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_BackInputs */
/** @typedef {{}} Shell_Back_AddressInputs */
/** @typedef {{}} Shell_Back_My_ProductsInputs */
/** @typedef {{}} Shell_Back_My_AccountInputs */
/** @typedef {{}} Shell_Unsupported_Page_TitleInputs */
/** @typedef {{}} Shell_Unsupported_HeadingInputs */
/** @typedef {{}} Shell_Unsupported_TextInputs */
/** @typedef {{}} Shell_Unsupported_FeaturesInputs */
/** @typedef {{}} Shell_Unsupported_PhoneInputs */
/** @typedef {{}} Shell_Version_TitleInputs */
/** @typedef {{}} Shell_Version_ReleaseInputs */
/** @typedef {{}} Shell_Province_AbInputs */
/** @typedef {{}} Shell_Province_BcInputs */
/** @typedef {{}} Shell_Province_MbInputs */
/** @typedef {{}} Shell_Province_NbInputs */
/** @typedef {{}} Shell_Province_NlInputs */
/** @typedef {{}} Shell_Province_NsInputs */
/** @typedef {{}} Shell_Province_NtInputs */
/** @typedef {{}} Shell_Province_NuInputs */
/** @typedef {{}} Shell_Province_OnInputs */
/** @typedef {{}} Shell_Province_PeInputs */
/** @typedef {{}} Shell_Province_QcInputs */
/** @typedef {{}} Shell_Province_SkInputs */
/** @typedef {{}} Shell_Province_YtInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_DismissInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_NotificationInputs */
/** @typedef {{}} Ui_LoadingInputs */
/** @typedef {{}} Ui_Loading_WaitInputs */
/** @typedef {{}} Ui_On_This_PageInputs */
/** @typedef {{}} Ui_BreadcrumbInputs */
/** @typedef {{}} Ui_PagesInputs */
/** @typedef {{}} Ui_Previous_PageInputs */
/** @typedef {{}} Ui_PreviousInputs */
/** @typedef {{}} Ui_Next_PageInputs */
/** @typedef {{}} Ui_NextInputs */
/** @typedef {{ page: NonNullable<unknown> }} Ui_Page_NumberInputs */
/** @typedef {{}} Ui_Try_AgainInputs */
/** @typedef {{}} Ui_Previous_ImageInputs */
/** @typedef {{}} Ui_Next_ImageInputs */
/** @typedef {{}} Ui_Password_ShowInputs */
/** @typedef {{}} Ui_Password_HideInputs */
/** @typedef {{}} Ui_Password_SubjectInputs */
/** @typedef {{}} Ui_Final_SaleInputs */
/** @typedef {{}} Ui_Or_FromInputs */
/** @typedef {{}} Ui_Gallery_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Gallery_Full_ScreenInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, name: NonNullable<unknown> }} Ui_Gallery_PictureInputs */
/** @typedef {{}} Ui_Promo_PlayInputs */
/** @typedef {{}} Ui_Promo_PauseInputs */
/** @typedef {{ rating: NonNullable<unknown> }} Ui_RatingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_StarsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_ReviewsInputs */
/** @typedef {{}} Ui_Search_LabelInputs */
/** @typedef {{}} Ui_Search_PlaceholderInputs */
/** @typedef {{}} Ui_Search_SubmitInputs */
/** @typedef {{}} Ui_UnavailableInputs */
/** @typedef {{}} Ui_Address_LabelInputs */
/** @typedef {{}} Ui_Address_First_NameInputs */
/** @typedef {{}} Ui_Address_Last_NameInputs */
/** @typedef {{}} Ui_Address_PhoneInputs */
/** @typedef {{}} Ui_Address_Phone_HintInputs */
/** @typedef {{}} Ui_Address_StreetInputs */
/** @typedef {{}} Ui_Address_UnitInputs */
/** @typedef {{}} Ui_Address_CityInputs */
/** @typedef {{}} Ui_Address_ProvinceInputs */
/** @typedef {{}} Ui_Address_Province_PlaceholderInputs */
/** @typedef {{}} Ui_Address_Postal_CodeInputs */
/** @typedef {{}} Ui_Address_Postal_Code_HintInputs */
/** @typedef {{}} Ui_Address_Building_TypeInputs */
/** @typedef {{}} Ui_Address_Choose_OneInputs */
/** @typedef {{}} Ui_Address_HouseInputs */
/** @typedef {{}} Ui_Address_ApartmentInputs */
/** @typedef {{}} Ui_Address_CondoInputs */
/** @typedef {{}} Ui_Address_TownhouseInputs */
/** @typedef {{}} Ui_Address_OfficeInputs */
/** @typedef {{}} Ui_Address_FloorInputs */
/** @typedef {{}} Ui_Address_BuzzerInputs */
/** @typedef {{}} Ui_Address_Receiving_HoursInputs */
/** @typedef {{}} Ui_Address_Receiving_Hours_HintInputs */
/** @typedef {{}} Ui_Address_ElevatorInputs */
/** @typedef {{}} Ui_Address_Dock_DoorInputs */
/** @typedef {{}} Ui_Address_PrimaryInputs */
/** @typedef {{}} Ui_Address_InstructionsInputs */
/** @typedef {{}} Ui_Address_SavingInputs */
/** @typedef {{}} Ui_Card_ProcessorInputs */
/** @typedef {{}} Ui_Card_NameInputs */
/** @typedef {{}} Ui_Card_NumberInputs */
/** @typedef {{}} Ui_Card_ExpiryInputs */
/** @typedef {{}} Ui_Card_Expiry_PlaceholderInputs */
/** @typedef {{}} Ui_Card_Security_CodeInputs */
/** @typedef {{}} Cart_CheckoutInputs */
/** @typedef {{}} Cart_Blocked_No_CityInputs */
/** @typedef {{}} Cart_Blocked_UpdatingInputs */
/** @typedef {{}} Cart_Blocked_FailedInputs */
/** @typedef {{}} Cart_Blocked_Line_ErrorsInputs */
/** @typedef {{}} Cart_Page_TitleInputs */
/** @typedef {{}} Cart_DismissInputs */
/** @typedef {{}} Cart_Discarded_NoticeInputs */
/** @typedef {{}} Cart_Liquidation_PurchaseInputs */
/** @typedef {{}} Cart_City_Reason_CartInputs */
/** @typedef {{}} Cart_Empty_TitleInputs */
/** @typedef {{}} Cart_Browse_FurnitureInputs */
/** @typedef {{}} Cart_Empty_TextInputs */
/** @typedef {{}} Cart_Add_AssemblyInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Assembly_Hint_PriceInputs */
/** @typedef {{}} Cart_Assembly_HintInputs */
/** @typedef {{}} Cart_Updating_PricesInputs */
/** @typedef {{}} Cart_Quote_Failed_CartInputs */
/** @typedef {{}} Cart_Quote_ErrorInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Delivery_ChosenInputs */
/** @typedef {{}} Cart_Share_CartInputs */
/** @typedef {{}} Cart_Empty_CartInputs */
/** @typedef {{}} Cart_Lines_LabelInputs */
/** @typedef {{ option: NonNullable<unknown>, value: NonNullable<unknown> }} Cart_Line_OptionInputs */
/** @typedef {{}} Cart_Pivotcare_LabelInputs */
/** @typedef {{ price: NonNullable<unknown> }} Cart_Pivotcare_Label_PriceInputs */
/** @typedef {{}} Cart_Pivotcare_HintInputs */
/** @typedef {{}} Cart_Line_Final_SaleInputs */
/** @typedef {{}} Cart_QuantityInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Cart_Quantity_CountInputs */
/** @typedef {{}} Cart_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Remove_LineInputs */
/** @typedef {{}} Cart_Way_SubscriptionInputs */
/** @typedef {{}} Cart_Way_FinancingInputs */
/** @typedef {{}} Cart_Way_RentalInputs */
/** @typedef {{}} Cart_Way_BuyInputs */
/** @typedef {{}} Cart_Way_Final_Sale_MonthlyInputs */
/** @typedef {{}} Cart_Way_Final_SaleInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MinimumInputs */
/** @typedef {{ way: NonNullable<unknown>, months: NonNullable<unknown> }} Cart_Way_MonthsInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown>, total: NonNullable<unknown> }} Cart_Terms_FinancingInputs */
/** @typedef {{ payments: NonNullable<unknown> }} Cart_Terms_SubscriptionInputs */
/** @typedef {{}} Cart_Terms_RentalInputs */
/** @typedef {{}} Cart_Summary_TitleInputs */
/** @typedef {{}} Cart_Due_TodayInputs */
/** @typedef {{}} Cart_Then_MonthlyInputs */
/** @typedef {{}} Cart_Row_PurchasesInputs */
/** @typedef {{}} Cart_Row_First_MonthInputs */
/** @typedef {{}} Cart_Row_PickupInputs */
/** @typedef {{}} Cart_Row_FreeInputs */
/** @typedef {{}} Cart_Row_DeliveryInputs */
/** @typedef {{}} Cart_Row_AssemblyInputs */
/** @typedef {{}} Cart_Row_Account_CreditInputs */
/** @typedef {{}} Cart_Row_Total_TodayInputs */
/** @typedef {{}} Cart_Row_Monthly_ItemsInputs */
/** @typedef {{}} Cart_Row_Each_MonthInputs */
/** @typedef {{}} Cart_Tax_GstInputs */
/** @typedef {{}} Cart_Tax_HstInputs */
/** @typedef {{}} Cart_Tax_QstInputs */
/** @typedef {{}} Cart_Tax_PstInputs */
/** @typedef {{}} Cart_Tax_RstInputs */
/** @typedef {{ tax: NonNullable<unknown>, percent: NonNullable<unknown> }} Cart_Tax_RateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Pickup_NoteInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Cart_Estimated_DeliveryInputs */
/** @typedef {{}} Cart_Final_Sale_TitleInputs */
/** @typedef {{}} Cart_Final_Sale_TextInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Sale_Notice_OneInputs */
/** @typedef {{ names: NonNullable<unknown> }} Cart_Sale_Notice_OtherInputs */
/** @typedef {{}} Cart_Sale_Notice_An_ItemInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Cart_List_AndInputs */
/** @typedef {{}} Cart_Error_TitleInputs */
/** @typedef {{}} Cart_Error_NetworkInputs */
/** @typedef {{}} Cart_Error_GeneralInputs */
/** @typedef {{}} Cart_Try_AgainInputs */
/** @typedef {{}} Cart_Home_PageInputs */
/** @typedef {{ place: NonNullable<unknown> }} Cart_City_FixedInputs */
/** @typedef {{}} Cart_Your_CityInputs */
/** @typedef {{}} Cart_Your_City_HintInputs */
/** @typedef {{}} Cart_Choose_LocationInputs */
/** @typedef {{}} Cart_Select_CityInputs */
/** @typedef {{}} Cart_Loading_CitiesInputs */
/** @typedef {{}} Cart_Cities_FailedInputs */
/** @typedef {{}} Cart_PackagesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Package_PicturesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Pieces_HeadingInputs */
/** @typedef {{}} Cart_Package_Lines_LabelInputs */
/** @typedef {{}} Cart_Package_Missing_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Package_Missing_OtherInputs */
/** @typedef {{}} Cart_Quote_Failed_PackageInputs */
/** @typedef {{}} Cart_Add_PackageInputs */
/** @typedef {{}} Cart_Packages_IntroInputs */
/** @typedef {{}} Cart_Packages_None_TitleInputs */
/** @typedef {{}} Cart_Packages_None_TextInputs */
/** @typedef {{}} Cart_Packages_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, description: NonNullable<unknown> }} Cart_Package_Tile_NoteInputs */
/** @typedef {{}} Cart_Share_TitleInputs */
/** @typedef {{}} Cart_Share_City_ReasonInputs */
/** @typedef {{}} Cart_Share_Empty_TextInputs */
/** @typedef {{}} Cart_Share_IntroInputs */
/** @typedef {{}} Cart_Share_Lines_LabelInputs */
/** @typedef {{}} Cart_Share_Link_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cart_Share_Link_HintInputs */
/** @typedef {{}} Cart_Share_CopyInputs */
/** @typedef {{}} Cart_Share_OpenInputs */
/** @typedef {{}} Cart_Share_CopiedInputs */
/** @typedef {{}} Cart_Share_Copy_FailedInputs */
/** @typedef {{}} Cart_Share_Failed_TitleInputs */
/** @typedef {{}} Cart_Share_FailedInputs */
/** @typedef {{}} Cart_Share_CreateInputs */
/** @typedef {{}} Cart_Back_To_CartInputs */
/** @typedef {{}} Cart_Shared_TitleInputs */
/** @typedef {{}} Cart_Shared_Not_Found_TitleInputs */
/** @typedef {{}} Cart_Shared_ExpiredInputs */
/** @typedef {{}} Cart_Go_To_CartInputs */
/** @typedef {{}} Cart_Shared_Expired_TextInputs */
/** @typedef {{}} Cart_Shared_With_You_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_With_You_OtherInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_ReplaceInputs */
/** @typedef {{ added: NonNullable<unknown>, increased: NonNullable<unknown> }} Cart_Shared_Loaded_IncreasedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Loaded_AddedInputs */
/** @typedef {{}} Cart_Shared_CappedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_SkippedInputs */
/** @typedef {{}} Cart_Shared_Add_ErrorInputs */
/** @typedef {{}} Cart_Shared_City_ReasonInputs */
/** @typedef {{}} Cart_Shared_Unavailable_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Unavailable_OtherInputs */
/** @typedef {{}} Cart_Shared_Lines_LabelInputs */
/** @typedef {{}} Cart_Quote_Failed_ItemsInputs */
/** @typedef {{}} Cart_Shared_None_SoldInputs */
/** @typedef {{}} Cart_Add_To_My_CartInputs */
/** @typedef {{}} Cart_Shared_Own_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Cart_Shared_Own_OtherInputs */
/** @typedef {{}} Cart_Replace_My_CartInputs */
/** @typedef {{}} Cart_Snapshot_No_Longer_SoldInputs */
/** @typedef {{}} Cart_Price_For_CityInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cart_Added_NamedInputs */
/** @typedef {{}} Cart_AddedInputs */
/** @typedef {{ address: NonNullable<unknown> }} Cart_Product_PickupInputs */
/** @typedef {{}} Catalog_HomeInputs */
/** @typedef {{}} Catalog_Try_AgainInputs */
/** @typedef {{}} Catalog_Go_HomeInputs */
/** @typedef {{}} Catalog_Back_HomeInputs */
/** @typedef {{}} Catalog_Choose_OneInputs */
/** @typedef {{}} Catalog_Error_TitleInputs */
/** @typedef {{}} Catalog_Error_NetworkInputs */
/** @typedef {{}} Catalog_Error_GenericInputs */
/** @typedef {{}} Catalog_Category_GoneInputs */
/** @typedef {{ name: NonNullable<unknown>, page: NonNullable<unknown> }} Catalog_Category_Title_PageInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Category_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_By_TypeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_ProductsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_Empty_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Category_See_AllInputs */
/** @typedef {{}} Catalog_Category_Empty_TextInputs */
/** @typedef {{ site: NonNullable<unknown> }} Catalog_Home_TitleInputs */
/** @typedef {{}} Catalog_Home_DescriptionInputs */
/** @typedef {{}} Catalog_Home_EyebrowInputs */
/** @typedef {{}} Catalog_Home_Hero_TitleInputs */
/** @typedef {{}} Catalog_Home_Hero_LeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Home_Hero_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Shop_CategoryInputs */
/** @typedef {{}} Catalog_Order_Free_SwatchesInputs */
/** @typedef {{}} Catalog_Home_FeaturedInputs */
/** @typedef {{}} Catalog_Shop_By_RoomInputs */
/** @typedef {{}} Catalog_Home_GalleryInputs */
/** @typedef {{}} Catalog_Home_Gallery_TextInputs */
/** @typedef {{}} Catalog_Home_Photo_AltInputs */
/** @typedef {{}} Catalog_Your_CityInputs */
/** @typedef {{}} Catalog_Final_SaleInputs */
/** @typedef {{}} Catalog_Way_To_Pay_LabelInputs */
/** @typedef {{}} Catalog_Final_Sale_TextInputs */
/** @typedef {{}} Catalog_Add_To_CartInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Price_Term_MinimumInputs */
/** @typedef {{}} Catalog_Price_OrInputs */
/** @typedef {{}} Catalog_Price_OutrightInputs */
/** @typedef {{}} Catalog_Price_Or_FromInputs */
/** @typedef {{ way: NonNullable<unknown> }} Catalog_Price_WithInputs */
/** @typedef {{}} Catalog_Assembly_Not_OfferedInputs */
/** @typedef {{}} Catalog_Assembly_KitInputs */
/** @typedef {{}} Catalog_Assembly_FeeInputs */
/** @typedef {{}} Catalog_Assembly_FreeInputs */
/** @typedef {{}} Catalog_Facts_OverviewInputs */
/** @typedef {{}} Catalog_Facts_DetailsInputs */
/** @typedef {{}} Catalog_Facts_MaterialsInputs */
/** @typedef {{}} Catalog_Facts_CareInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Facts_AboutInputs */
/** @typedef {{}} Catalog_DimensionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Front_AltInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Drawing_Side_AltInputs */
/** @typedef {{}} Catalog_MeasurementsInputs */
/** @typedef {{}} Catalog_MeasureInputs */
/** @typedef {{}} Catalog_MetricInputs */
/** @typedef {{}} Catalog_ImperialInputs */
/** @typedef {{}} Catalog_SuggestionsInputs */
/** @typedef {{}} Catalog_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_HeadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Unavailable_See_OtherInputs */
/** @typedef {{}} Catalog_Unavailable_TextInputs */
/** @typedef {{}} Catalog_Listing_ColourInputs */
/** @typedef {{}} Catalog_Listing_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_CountInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_ShowingInputs */
/** @typedef {{}} Catalog_Clear_FiltersInputs */
/** @typedef {{}} Catalog_Bestsellers_OnlyInputs */
/** @typedef {{}} Catalog_Listing_Past_EndInputs */
/** @typedef {{}} Catalog_Listing_First_PageInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Listing_Page_CountInputs */
/** @typedef {{}} Catalog_Listing_No_MatchInputs */
/** @typedef {{}} Catalog_Listing_No_Match_TextInputs */
/** @typedef {{}} Catalog_Listing_ProductsInputs */
/** @typedef {{}} Catalog_Sort_ByInputs */
/** @typedef {{}} Catalog_Sort_FeaturedInputs */
/** @typedef {{}} Catalog_Sort_Price_AscInputs */
/** @typedef {{}} Catalog_Sort_Price_DescInputs */
/** @typedef {{}} Catalog_Sort_NameInputs */
/** @typedef {{}} Catalog_Option_Not_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_Unavailable_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Option_UnavailableInputs */
/** @typedef {{}} Catalog_Learn_MoreInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Learn_More_NamedInputs */
/** @typedef {{}} Catalog_ReviewsInputs */
/** @typedef {{}} Catalog_Reviews_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Reviews_CountInputs */
/** @typedef {{}} Catalog_Reviews_ListInputs */
/** @typedef {{}} Catalog_Reviews_A_CustomerInputs */
/** @typedef {{}} Catalog_Reviews_VerifiedInputs */
/** @typedef {{}} Catalog_Reviews_NewerInputs */
/** @typedef {{}} Catalog_Reviews_OlderInputs */
/** @typedef {{ page: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Reviews_PageInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Results_ForInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_Head_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_Tag_DescriptionInputs */
/** @typedef {{ query: NonNullable<unknown>, site: NonNullable<unknown> }} Catalog_Search_DescriptionInputs */
/** @typedef {{}} Catalog_SearchInputs */
/** @typedef {{}} Catalog_Search_ResultsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Search_Tag_EmptyInputs */
/** @typedef {{ query: NonNullable<unknown> }} Catalog_Search_EmptyInputs */
/** @typedef {{}} Catalog_Search_NoneInputs */
/** @typedef {{}} Catalog_Search_PopularInputs */
/** @typedef {{}} Catalog_Search_RoomsInputs */
/** @typedef {{}} Catalog_Tag_SofasInputs */
/** @typedef {{}} Catalog_Tag_SectionalsInputs */
/** @typedef {{}} Catalog_Tag_Lounge_ChairsInputs */
/** @typedef {{}} Catalog_Tag_LoveseatsInputs */
/** @typedef {{}} Catalog_Tag_Coffee_TablesInputs */
/** @typedef {{}} Catalog_Tag_End_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_TablesInputs */
/** @typedef {{}} Catalog_Tag_Dining_ChairsInputs */
/** @typedef {{}} Catalog_Tag_BedsInputs */
/** @typedef {{}} Catalog_Swatches_TitleInputs */
/** @typedef {{}} Catalog_Swatches_DescriptionInputs */
/** @typedef {{}} Catalog_Swatches_BreadcrumbInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Swatches_IntroInputs */
/** @typedef {{}} Catalog_Swatches_FormInputs */
/** @typedef {{}} Catalog_Swatches_WhereInputs */
/** @typedef {{}} Catalog_Swatches_Full_NameInputs */
/** @typedef {{}} Catalog_Swatches_EmailInputs */
/** @typedef {{}} Catalog_Swatches_Email_HintInputs */
/** @typedef {{}} Catalog_Swatches_PhoneInputs */
/** @typedef {{}} Catalog_Swatches_StreetInputs */
/** @typedef {{}} Catalog_Swatches_UnitInputs */
/** @typedef {{}} Catalog_Swatches_CityInputs */
/** @typedef {{}} Catalog_Swatches_ProvinceInputs */
/** @typedef {{}} Catalog_Swatches_Postal_CodeInputs */
/** @typedef {{}} Catalog_Swatches_Postal_HintInputs */
/** @typedef {{}} Catalog_Swatches_CountryInputs */
/** @typedef {{}} Catalog_Swatches_FailedInputs */
/** @typedef {{}} Catalog_Swatches_Failed_TextInputs */
/** @typedef {{}} Catalog_Swatches_SendingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_Order_CountInputs */
/** @typedef {{}} Catalog_Swatches_ChooseInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Catalog_Swatches_ChosenInputs */
/** @typedef {{}} Catalog_Swatches_FullInputs */
/** @typedef {{}} Catalog_Swatches_Other_FabricsInputs */
/** @typedef {{}} Catalog_Swatches_PlacedInputs */
/** @typedef {{}} Catalog_Keep_ShoppingInputs */
/** @typedef {{}} Catalog_Swatches_Order_NumberInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Swatches_MailingInputs */
/** @typedef {{}} Catalog_Error_Full_NameInputs */
/** @typedef {{}} Catalog_Error_Full_Name_LongInputs */
/** @typedef {{}} Catalog_Error_EmailInputs */
/** @typedef {{}} Catalog_Error_Email_InvalidInputs */
/** @typedef {{}} Catalog_Error_PhoneInputs */
/** @typedef {{}} Catalog_Error_Phone_InvalidInputs */
/** @typedef {{}} Catalog_Error_StreetInputs */
/** @typedef {{}} Catalog_Error_Street_LongInputs */
/** @typedef {{}} Catalog_Error_Unit_LongInputs */
/** @typedef {{}} Catalog_Error_CityInputs */
/** @typedef {{}} Catalog_Error_City_LongInputs */
/** @typedef {{}} Catalog_Error_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Postal_CodeInputs */
/** @typedef {{}} Catalog_Error_Postal_Code_InvalidInputs */
/** @typedef {{ postal: NonNullable<unknown>, province: NonNullable<unknown> }} Catalog_Error_Postal_Code_ProvinceInputs */
/** @typedef {{}} Catalog_Error_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Catalog_Error_Swatches_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_DaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Delivers_WeeksInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_DaysInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Catalog_Delivers_Range_WeeksInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Stock_Only_LeftInputs */
/** @typedef {{}} Catalog_Stock_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Catalog_Stock_FromInputs */
/** @typedef {{}} Catalog_Stock_Made_To_OrderInputs */
/** @typedef {{ city: NonNullable<unknown> }} Catalog_Stock_OutInputs */
/** @typedef {{}} Catalog_Dimension_WidthInputs */
/** @typedef {{}} Catalog_Dimension_DepthInputs */
/** @typedef {{}} Catalog_Dimension_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Seat_DepthInputs */
/** @typedef {{}} Catalog_Dimension_Arm_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Arm_WidthInputs */
/** @typedef {{}} Catalog_Dimension_Leg_HeightInputs */
/** @typedef {{}} Catalog_Dimension_Pile_ThicknessInputs */
/** @typedef {{}} Catalog_Dimension_WeightInputs */
/** @typedef {{ value: NonNullable<unknown> }} Catalog_Unit_InchesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_FrontInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Picture_SideInputs */
/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown> }} Catalog_Images_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Catalog_Images_CloseInputs */
/** @typedef {{ name: NonNullable<unknown>, maker: NonNullable<unknown> }} Catalog_Head_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown>, color: NonNullable<unknown> }} Catalog_Head_Title_ColorInputs */
/** @typedef {{}} Catalog_Pay_FinanceInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_FinanceInputs */
/** @typedef {{}} Catalog_Pay_SubscribeInputs */
/** @typedef {{}} Catalog_Pay_Subscribe_ShortInputs */
/** @typedef {{}} Catalog_Pay_RentInputs */
/** @typedef {{}} Catalog_Pay_BuyInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_BuyInputs */
/** @typedef {{}} Catalog_Pay_Buy_ClassicInputs */
/** @typedef {{}} Catalog_Pay_Buy_V2Inputs */
/** @typedef {{ title: NonNullable<unknown>, term: NonNullable<unknown> }} Catalog_Pay_Over_TermInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Finance_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Catalog_Pay_Subscribe_DetailInputs */
/** @typedef {{ term: NonNullable<unknown> }} Catalog_Pay_Subscribe_MinimumInputs */
/** @typedef {{}} Catalog_Pay_Rent_DetailInputs */
/** @typedef {{}} Catalog_Pay_Final_Sale_Buy_DetailInputs */
/** @typedef {{}} Catalog_Pay_Buy_DetailInputs */
/** @typedef {{}} Catalog_Province_AbInputs */
/** @typedef {{}} Catalog_Province_BcInputs */
/** @typedef {{}} Catalog_Province_MbInputs */
/** @typedef {{}} Catalog_Province_NbInputs */
/** @typedef {{}} Catalog_Province_NlInputs */
/** @typedef {{}} Catalog_Province_NsInputs */
/** @typedef {{}} Catalog_Province_NtInputs */
/** @typedef {{}} Catalog_Province_NuInputs */
/** @typedef {{}} Catalog_Province_OnInputs */
/** @typedef {{}} Catalog_Province_PeInputs */
/** @typedef {{}} Catalog_Province_QcInputs */
/** @typedef {{}} Catalog_Province_SkInputs */
/** @typedef {{}} Catalog_Province_YtInputs */
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_LoadingInputs */
/** @typedef {{ what: NonNullable<unknown> }} Account_Load_Failed_TitleInputs */
/** @typedef {{}} Account_Load_Failed_TextInputs */
/** @typedef {{}} Account_Trying_AgainInputs */
/** @typedef {{}} Account_Try_AgainInputs */
/** @typedef {{}} Account_What_AccountInputs */
/** @typedef {{}} Account_What_ProductsInputs */
/** @typedef {{}} Account_What_DeliveriesInputs */
/** @typedef {{ count: NonNullable<unknown>, page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Account_Page_CountInputs */
/** @typedef {{}} Account_Go_First_PageInputs */
/** @typedef {{}} Account_Page_ProfileInputs */
/** @typedef {{}} Account_Page_Profile_HintInputs */
/** @typedef {{}} Account_Page_AddressInputs */
/** @typedef {{}} Account_Page_Address_HintInputs */
/** @typedef {{}} Account_Page_My_ProductsInputs */
/** @typedef {{}} Account_Page_My_Products_HintInputs */
/** @typedef {{}} Account_Page_Upcoming_BillInputs */
/** @typedef {{}} Account_Page_Upcoming_Bill_HintInputs */
/** @typedef {{}} Account_Page_Billing_HistoryInputs */
/** @typedef {{}} Account_Page_Billing_History_HintInputs */
/** @typedef {{}} Account_Page_Payment_InformationInputs */
/** @typedef {{}} Account_Page_Payment_Information_HintInputs */
/** @typedef {{}} Account_Page_DeliveriesInputs */
/** @typedef {{}} Account_Page_Deliveries_HintInputs */
/** @typedef {{}} Account_Page_ReceiptsInputs */
/** @typedef {{}} Account_Page_Receipts_HintInputs */
/** @typedef {{}} Account_Page_Unsigned_AgreementsInputs */
/** @typedef {{}} Account_Page_Unsigned_Agreements_HintInputs */
/** @typedef {{}} Account_Page_Product_ReviewsInputs */
/** @typedef {{}} Account_Page_Product_Reviews_HintInputs */
/** @typedef {{}} Account_Page_ReferralInputs */
/** @typedef {{}} Account_Page_Referral_HintInputs */
/** @typedef {{}} Account_Pages_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Overdue_TitleInputs */
/** @typedef {{}} Account_Overdue_TextInputs */
/** @typedef {{}} Account_Overdue_PayInputs */
/** @typedef {{}} Account_Unsigned_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Unsigned_TextInputs */
/** @typedef {{}} Account_Unsigned_SignInputs */
/** @typedef {{}} Account_Confirm_Email_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Confirm_Email_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_TitleInputs */
/** @typedef {{}} Account_Confirm_Mobile_TextInputs */
/** @typedef {{}} Account_Confirm_Mobile_LinkInputs */
/** @typedef {{}} Account_Waiting_TitleInputs */
/** @typedef {{}} Account_Next_Bill_TitleInputs */
/** @typedef {{}} Account_Next_Bill_OnInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_More_BillsInputs */
/** @typedef {{}} Account_See_Whole_BillInputs */
/** @typedef {{}} Account_No_BillInputs */
/** @typedef {{}} Account_Next_Visit_TitleInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Account_Next_Visit_DeliveryInputs */
/** @typedef {{}} Account_Nothing_ScheduledInputs */
/** @typedef {{}} Account_Follow_ItInputs */
/** @typedef {{}} Account_All_DeliveriesInputs */
/** @typedef {{}} Account_Your_FurnitureInputs */
/** @typedef {{}} Account_No_FurnitureInputs */
/** @typedef {{}} Account_Browse_FurnitureInputs */
/** @typedef {{}} Account_See_Paid_LeftInputs */
/** @typedef {{}} Account_Credit_LabelInputs */
/** @typedef {{}} Account_Credit_Used_FirstInputs */
/** @typedef {{}} Account_Window_MorningInputs */
/** @typedef {{}} Account_Window_AfternoonInputs */
/** @typedef {{}} Account_Window_EveningInputs */
/** @typedef {{}} Account_Window_AnytimeInputs */
/** @typedef {{}} Account_Window_PickupInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Day_WindowInputs */
/** @typedef {{}} Account_To_Be_ScheduledInputs */
/** @typedef {{}} Account_Status_PendingInputs */
/** @typedef {{}} Account_Status_ConfirmedInputs */
/** @typedef {{}} Account_Status_ScheduledInputs */
/** @typedef {{}} Account_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Status_CompletedInputs */
/** @typedef {{}} Account_Status_CancelledInputs */
/** @typedef {{}} Account_Status_Payment_FailedInputs */
/** @typedef {{}} Account_Return_Status_ScheduledInputs */
/** @typedef {{}} Account_Return_Status_Out_For_DeliveryInputs */
/** @typedef {{}} Account_Return_Status_CompletedInputs */
/** @typedef {{}} Account_Type_OrderInputs */
/** @typedef {{}} Account_Type_ReturnInputs */
/** @typedef {{}} Account_Type_SwapInputs */
/** @typedef {{}} Account_Type_MoveInputs */
/** @typedef {{}} Account_Type_BuyoutInputs */
/** @typedef {{}} Account_Type_SwatchInputs */
/** @typedef {{}} Account_Kind_Monthly_BillInputs */
/** @typedef {{}} Account_Kind_Overdue_PaymentInputs */
/** @typedef {{}} Account_Kind_TipInputs */
/** @typedef {{}} Account_Kind_RefundInputs */
/** @typedef {{}} Account_Kind_CreditInputs */
/** @typedef {{}} Account_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, digits: NonNullable<unknown> }} Account_Card_EndingInputs */
/** @typedef {{ card: NonNullable<unknown>, expiry: NonNullable<unknown> }} Account_Card_ExpiresInputs */
/** @typedef {{}} Account_Purchase_SubscriptionInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Purchase_FinancingInputs */
/** @typedef {{}} Account_Purchase_RentalInputs */
/** @typedef {{}} Account_Purchase_PurchaseInputs */
/** @typedef {{ label: NonNullable<unknown> }} Account_Final_Sale_SuffixInputs */
/** @typedef {{}} Account_No_ItemsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Item_CountInputs */
/** @typedef {{}} Account_Paper_Status_PaidInputs */
/** @typedef {{}} Account_Paper_Status_Paid_LateInputs */
/** @typedef {{}} Account_Paper_Status_DeclinedInputs */
/** @typedef {{}} Account_Paper_Status_OpenInputs */
/** @typedef {{}} Account_Paper_Status_RefundedInputs */
/** @typedef {{}} Account_Paper_Status_CreditedInputs */
/** @typedef {{}} Account_Credit_ReferralInputs */
/** @typedef {{}} Account_Credit_RefundInputs */
/** @typedef {{}} Account_Credit_GoodwillInputs */
/** @typedef {{}} Account_Credit_AdjustmentInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Owed_OnInputs */
/** @typedef {{}} Account_Your_AddressInputs */
/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown> }} Account_Title_CountInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Tip_For_Crew_OfInputs */
/** @typedef {{}} Account_Your_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Refund_OnInputs */
/** @typedef {{}} Account_Bill_ChargedInputs */
/** @typedef {{}} Account_Bill_Paid_LateInputs */
/** @typedef {{}} Account_Bill_DeclinedInputs */
/** @typedef {{}} Account_Bill_ProcessingInputs */
/** @typedef {{}} Account_Amount_RefundedInputs */
/** @typedef {{}} Account_Amount_CreditedInputs */
/** @typedef {{}} Account_Amount_ChargedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_RefundedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_CreditedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PaidInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_TippedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Row_PlacedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Row_Crew_TipInputs */
/** @typedef {{}} Account_View_ReceiptInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Account_View_Receipt_ForInputs */
/** @typedef {{}} Account_Receipts_TitleInputs */
/** @typedef {{}} Account_Receipts_IntroInputs */
/** @typedef {{}} Account_Receipts_Intro_LinkInputs */
/** @typedef {{}} Account_Receipts_LoadingInputs */
/** @typedef {{}} Account_Receipts_FailedInputs */
/** @typedef {{}} Account_Receipts_Failed_TextInputs */
/** @typedef {{}} Account_Receipts_Empty_TitleInputs */
/** @typedef {{}} Account_Start_ShoppingInputs */
/** @typedef {{}} Account_Receipts_Empty_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Receipts_CountInputs */
/** @typedef {{}} Account_Receipts_PagesInputs */
/** @typedef {{}} Account_Receipts_Empty_PageInputs */
/** @typedef {{}} Account_Paper_IssuedInputs */
/** @typedef {{}} Account_Paper_Refunded_OnInputs */
/** @typedef {{}} Account_Paper_Credited_OnInputs */
/** @typedef {{}} Account_Paper_Paid_OnInputs */
/** @typedef {{}} Account_Paper_Total_RefundedInputs */
/** @typedef {{}} Account_Paper_Total_CreditedInputs */
/** @typedef {{}} Account_Total_ChargedInputs */
/** @typedef {{}} Account_InvoiceInputs */
/** @typedef {{}} Account_Credit_NoteInputs */
/** @typedef {{}} Account_ReceiptInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Gst_Hst_NumberInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Qst_NumberInputs */
/** @typedef {{}} Account_Receipt_DetailsInputs */
/** @typedef {{}} Account_Bill_DateInputs */
/** @typedef {{}} Account_Card_DeclinedInputs */
/** @typedef {{}} Account_For_OrderInputs */
/** @typedef {{}} Account_For_Bill_OfInputs */
/** @typedef {{}} Account_CustomerInputs */
/** @typedef {{}} Account_Billed_ForInputs */
/** @typedef {{}} Account_AddressInputs */
/** @typedef {{}} Account_This_MonthInputs */
/** @typedef {{}} Account_DetailsInputs */
/** @typedef {{}} Account_DescriptionInputs */
/** @typedef {{}} Account_AmountInputs */
/** @typedef {{}} Account_TotalsInputs */
/** @typedef {{}} Account_SubtotalInputs */
/** @typedef {{}} Account_Sales_TaxInputs */
/** @typedef {{}} Account_NoneInputs */
/** @typedef {{}} Account_TotalInputs */
/** @typedef {{}} Account_Credit_UsedInputs */
/** @typedef {{}} Account_Added_To_CreditInputs */
/** @typedef {{}} Account_Amount_OwedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Amounts_CadInputs */
/** @typedef {{}} Account_PaymentInputs */
/** @typedef {{}} Account_No_Card_CreditInputs */
/** @typedef {{}} Account_Paid_With_CreditInputs */
/** @typedef {{}} Account_No_Card_PaymentInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Refunded_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Charged_ToInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_TriedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_On_DateInputs */
/** @typedef {{}} Account_Payment_Failed_StatusInputs */
/** @typedef {{}} Account_Payment_Declined_StatusInputs */
/** @typedef {{}} Account_Payment_Pending_StatusInputs */
/** @typedef {{ note: NonNullable<unknown> }} Account_Your_NoteInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Is_OwedInputs */
/** @typedef {{}} Account_Pay_Or_UpdateInputs */
/** @typedef {{ terms: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Paper_TermsInputs */
/** @typedef {{}} Account_Payment_Refunded_StatusInputs */
/** @typedef {{}} Account_Return_FreeInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_DeclinedInputs */
/** @typedef {{}} Account_Return_Fee_RetryInputs */
/** @typedef {{}} Account_Return_Fee_Retry_LinkInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Return_Fee_OpenInputs */
/** @typedef {{}} Account_Order_DetailsInputs */
/** @typedef {{}} Account_Order_DateInputs */
/** @typedef {{}} Account_Not_PaidInputs */
/** @typedef {{}} Account_PickupInputs */
/** @typedef {{}} Account_DeliveryInputs */
/** @typedef {{}} Account_Pick_Up_AtInputs */
/** @typedef {{}} Account_Pickup_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_Pickup_BringInputs */
/** @typedef {{}} Account_DepotInputs */
/** @typedef {{}} Account_Moved_FromInputs */
/** @typedef {{}} Account_Picked_Up_FromInputs */
/** @typedef {{}} Account_Customer_AddressInputs */
/** @typedef {{}} Account_Delivered_ToInputs */
/** @typedef {{}} Account_No_AddressInputs */
/** @typedef {{}} Account_Move_AddressInputs */
/** @typedef {{}} Account_ItemsInputs */
/** @typedef {{}} Account_ItemInputs */
/** @typedef {{}} Account_QtyInputs */
/** @typedef {{}} Account_Unit_PriceInputs */
/** @typedef {{ price: NonNullable<unknown> }} Account_Retail_Sold_AtInputs */
/** @typedef {{}} Account_RetailInputs */
/** @typedef {{}} Account_Sold_At_OffInputs */
/** @typedef {{ price: NonNullable<unknown>, monthly: NonNullable<unknown> }} Account_Pivotcare_LineInputs */
/** @typedef {{}} Account_Cancelled_Not_MovedInputs */
/** @typedef {{}} Account_Cancelled_Not_DeliveredInputs */
/** @typedef {{}} Account_Moved_Fee_UnchangedInputs */
/** @typedef {{}} Account_Swap_In_PlaceInputs */
/** @typedef {{}} Account_First_Month_TodayInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Assembly_AmountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pickup_Cancelled_StaysInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Return_Pickup_OfInputs */
/** @typedef {{}} Account_Move_FeeInputs */
/** @typedef {{}} Account_ProductsInputs */
/** @typedef {{}} Account_Pickup_WarehouseInputs */
/** @typedef {{}} Account_FreeInputs */
/** @typedef {{}} Account_AssemblyInputs */
/** @typedef {{}} Account_Return_PickupInputs */
/** @typedef {{}} Account_DiscountInputs */
/** @typedef {{}} Account_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_UnchangedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Monthly_ThenInputs */
/** @typedef {{}} Account_Crew_TipsInputs */
/** @typedef {{}} Account_Tip_For_CrewInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Tip_For_Crew_CardInputs */
/** @typedef {{}} Account_Tips_NoteInputs */
/** @typedef {{}} Account_Terms_ReturnInputs */
/** @typedef {{}} Account_Terms_PaidInputs */
/** @typedef {{}} Account_Terms_SubscriptionInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Account_Terms_QuestionsInputs */
/** @typedef {{}} Account_Receipt_LoadingInputs */
/** @typedef {{}} Account_All_ReceiptsInputs */
/** @typedef {{}} Account_Print_InvoiceInputs */
/** @typedef {{}} Account_Print_ReceiptInputs */
/** @typedef {{}} Account_Receipt_Load_FailedInputs */
/** @typedef {{}} Account_Receipt_Not_FoundInputs */
/** @typedef {{}} Account_Receipt_Load_Failed_TextInputs */
/** @typedef {{}} Account_Receipt_Not_Found_TextInputs */
/** @typedef {{}} Account_View_PhotosInputs */
/** @typedef {{}} Account_Add_PhotosInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Receipt_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Invoice_TitleInputs */
/** @typedef {{}} Account_Pickup_Warehouse_NameInputs */
/** @typedef {{ total: NonNullable<unknown>, fee: NonNullable<unknown>, care: NonNullable<unknown> }} Account_Monthly_PartsInputs */
/** @typedef {{}} Account_Product_OrderedInputs */
/** @typedef {{}} Account_Product_With_YouInputs */
/** @typedef {{}} Account_Product_Return_ScheduledInputs */
/** @typedef {{}} Account_Product_ReturnedInputs */
/** @typedef {{}} Account_Product_Bought_OutInputs */
/** @typedef {{}} Account_Product_CancelledInputs */
/** @typedef {{}} Account_Product_YoursInputs */
/** @typedef {{}} Account_Pay_SubscriptionInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Subscription_ChargeInputs */
/** @typedef {{}} Account_Pay_FinancingInputs */
/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Pay_Financing_ChargeInputs */
/** @typedef {{}} Account_Pay_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Account_Pay_Rental_ChargeInputs */
/** @typedef {{}} Account_Pay_OutrightInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_Paid_OffInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Left_YoursInputs */
/** @typedef {{}} Account_My_Products_IntroInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Account_Option_ValueInputs */
/** @typedef {{}} Account_Arriving_OnInputs */
/** @typedef {{}} Account_SinceInputs */
/** @typedef {{}} Account_Paid_So_FarInputs */
/** @typedef {{}} Account_Left_Until_Paid_OffInputs */
/** @typedef {{}} Account_Left_Until_OwnedInputs */
/** @typedef {{}} Account_Buyout_TodayInputs */
/** @typedef {{}} Account_Next_PaymentInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Next_Payment_ValueInputs */
/** @typedef {{}} Account_No_Furniture_TitleInputs */
/** @typedef {{}} Account_No_Furniture_TextInputs */
/** @typedef {{ window: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Window_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, quantity: NonNullable<unknown> }} Account_Item_TimesInputs */
/** @typedef {{}} Account_Dstatus_ScheduledInputs */
/** @typedef {{}} Account_Dstatus_On_Its_WayInputs */
/** @typedef {{}} Account_Dstatus_ArrivedInputs */
/** @typedef {{}} Account_Dstatus_DoneInputs */
/** @typedef {{}} Account_Dstatus_CancelledInputs */
/** @typedef {{}} Account_Dstatus_Picked_UpInputs */
/** @typedef {{}} Account_Dstatus_DeliveredInputs */
/** @typedef {{}} Account_Delivery_Not_FoundInputs */
/** @typedef {{}} Account_See_Your_DeliveriesInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Booking_Note_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Card_Label_DeliveryInputs */
/** @typedef {{}} Account_Fact_WindowInputs */
/** @typedef {{}} Account_Fact_Items_PickupInputs */
/** @typedef {{}} Account_Fact_OrderInputs */
/** @typedef {{}} Account_Follow_PickupInputs */
/** @typedef {{}} Account_Follow_DeliveryInputs */
/** @typedef {{}} Account_Notices_By_SmsInputs */
/** @typedef {{}} Account_Notices_By_EmailInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Change_Notices_DeliveryInputs */
/** @typedef {{}} Account_ChangeInputs */
/** @typedef {{}} Account_See_What_HappenedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_PickupInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Tip_Crew_DeliveryInputs */
/** @typedef {{}} Account_Tip_The_CrewInputs */
/** @typedef {{}} Account_Deliveries_IntroInputs */
/** @typedef {{}} Account_UpcomingInputs */
/** @typedef {{}} Account_Nothing_Scheduled_NewInputs */
/** @typedef {{}} Account_PastInputs */
/** @typedef {{}} Account_No_Visit_YetInputs */
/** @typedef {{}} Account_Your_CardInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Swap_Cancelled_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Move_Cancelled_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refunded_To_CardInputs */
/** @typedef {{ amount: NonNullable<unknown>, card: NonNullable<unknown> }} Account_Refund_On_Its_WayInputs */
/** @typedef {{}} Account_Nothing_To_RefundInputs */
/** @typedef {{}} Account_See_The_ReceiptInputs */
/** @typedef {{}} Account_Loading_WindowsInputs */
/** @typedef {{}} Account_Windows_FailedInputs */
/** @typedef {{}} Account_No_Open_WindowInputs */
/** @typedef {{}} Account_No_Window_PickupInputs */
/** @typedef {{}} Account_No_Window_DeliveryInputs */
/** @typedef {{}} Account_Choose_WindowInputs */
/** @typedef {{}} Account_DayInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Account_Window_Depot_TimeInputs */
/** @typedef {{ count: NonNullable<unknown>, label: NonNullable<unknown> }} Account_Slot_Places_LeftInputs */
/** @typedef {{}} Account_Not_MovedInputs */
/** @typedef {{}} Account_MovingInputs */
/** @typedef {{}} Account_Move_It_HereInputs */
/** @typedef {{}} Account_Move_This_PickupInputs */
/** @typedef {{}} Account_Move_This_DeliveryInputs */
/** @typedef {{}} Account_Move_Desc_SwapInputs */
/** @typedef {{}} Account_Move_Desc_MoveInputs */
/** @typedef {{}} Account_Move_DescInputs */
/** @typedef {{}} Account_Move_To_Another_WindowInputs */
/** @typedef {{}} Account_Cancel_Pickup_TitleInputs */
/** @typedef {{}} Account_Cancel_Pickup_DescInputs */
/** @typedef {{}} Account_Cancel_PickupInputs */
/** @typedef {{}} Account_Keep_PickupInputs */
/** @typedef {{}} Account_CancellingInputs */
/** @typedef {{}} Account_Not_CancelledInputs */
/** @typedef {{ coming: NonNullable<unknown>, keeps: NonNullable<unknown> }} Account_Swap_Both_CancelledInputs */
/** @typedef {{ keeps: NonNullable<unknown> }} Account_Move_Both_CancelledInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Stays_With_YouInputs */
/** @typedef {{}} Account_Stays_Where_It_IsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_At_Monthly_As_BeforeInputs */
/** @typedef {{}} Account_What_You_Get_BackInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_SwapInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown> }} Account_Refund_MoveInputs */
/** @typedef {{}} Account_Its_DayInputs */
/** @typedef {{}} Account_Nothing_Charged_SwapInputs */
/** @typedef {{}} Account_Nothing_Charged_MoveInputs */
/** @typedef {{}} Account_Cancel_Swap_TitleInputs */
/** @typedef {{}} Account_Cancel_Move_TitleInputs */
/** @typedef {{}} Account_Cancel_Swap_DescInputs */
/** @typedef {{}} Account_Cancel_Move_DescInputs */
/** @typedef {{}} Account_Cancel_SwapInputs */
/** @typedef {{}} Account_Cancel_MoveInputs */
/** @typedef {{}} Account_Keep_SwapInputs */
/** @typedef {{}} Account_Keep_MoveInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Cancel_And_RefundInputs */
/** @typedef {{}} Account_Cancel_The_SwapInputs */
/** @typedef {{}} Account_Cancel_The_MoveInputs */
/** @typedef {{}} Account_Working_Out_RefundInputs */
/** @typedef {{}} Account_Cancel_Preview_FailedInputs */
/** @typedef {{}} Account_Swap_Cannot_CancelInputs */
/** @typedef {{}} Account_Move_Cannot_CancelInputs */
/** @typedef {{}} Account_Pstatus_ScheduledInputs */
/** @typedef {{}} Account_Pstatus_DoneInputs */
/** @typedef {{}} Account_Pstatus_CancelledInputs */
/** @typedef {{}} Account_Stage_Pickup_ScheduledInputs */
/** @typedef {{}} Account_Stage_Delivery_ScheduledInputs */
/** @typedef {{}} Account_Stage_Out_For_DeliveryInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Stops_Before_YoursInputs */
/** @typedef {{}} Account_Stops_Before_Yours_PlainInputs */
/** @typedef {{}} Account_Stage_NearbyInputs */
/** @typedef {{}} Account_Stage_ArrivedInputs */
/** @typedef {{}} Account_Stage_Picked_UpInputs */
/** @typedef {{}} Account_Stage_DeliveredInputs */
/** @typedef {{}} Account_Stage_CancelledInputs */
/** @typedef {{}} Account_Loading_MapInputs */
/** @typedef {{}} Account_TimelineInputs */
/** @typedef {{}} Account_NowInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_BookedInputs */
/** @typedef {{}} Account_Pickup_Was_CancelledInputs */
/** @typedef {{}} Account_Delivery_Was_CancelledInputs */
/** @typedef {{}} Account_Crew_Will_Not_ComeInputs */
/** @typedef {{}} Account_Headline_Picked_UpInputs */
/** @typedef {{}} Account_Headline_DeliveredInputs */
/** @typedef {{}} Account_Crew_Finished_PickupInputs */
/** @typedef {{}} Account_Crew_Finished_DeliveryInputs */
/** @typedef {{}} Account_Crew_At_DoorInputs */
/** @typedef {{}} Account_Crew_With_YouInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Pickup_OnInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Delivery_OnInputs */
/** @typedef {{ window: NonNullable<unknown> }} Account_Scheduled_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Arriving_InInputs */
/** @typedef {{}} Account_Crew_On_Its_WayInputs */
/** @typedef {{ time: NonNullable<unknown>, depot: NonNullable<unknown> }} Account_Around_TimeInputs */
/** @typedef {{}} Account_Map_Of_CrewInputs */
/** @typedef {{}} Account_Crew_At_AddressInputs */
/** @typedef {{ km: NonNullable<unknown> }} Account_Crew_Km_AwayInputs */
/** @typedef {{ parts: NonNullable<unknown>, address: NonNullable<unknown> }} Account_Map_LabelInputs */
/** @typedef {{}} Account_Follow_Your_DeliveryInputs */
/** @typedef {{}} Account_What_This_DeliveryInputs */
/** @typedef {{}} Account_ProgressInputs */
/** @typedef {{}} Account_After_DeliveryInputs */
/** @typedef {{}} Account_Picking_UpInputs */
/** @typedef {{}} Account_BringingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Order_Notices_EmailInputs */
/** @typedef {{}} Account_Change_How_HearInputs */
/** @typedef {{}} Account_Live_PausedInputs */
/** @typedef {{}} Account_Live_Paused_TextInputs */
/** @typedef {{}} Account_MapInputs */
/** @typedef {{}} Account_No_Crew_ComingInputs */
/** @typedef {{}} Account_Crew_ReachedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Map_Shows_OnInputs */
/** @typedef {{}} Account_Map_LegendInputs */
/** @typedef {{}} Account_Delivery_NoticesInputs */
/** @typedef {{}} Account_How_Hear_PickupInputs */
/** @typedef {{}} Account_How_Hear_DeliveryInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_PickupInputs */
/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Account_Notice_Intro_DeliveryInputs */
/** @typedef {{}} Account_Send_Notices_ByInputs */
/** @typedef {{}} Account_Text_To_MobileInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_Notices_HintInputs */
/** @typedef {{}} Account_SavedInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Pickup_EmailInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_SmsInputs */
/** @typedef {{}} Account_Notices_Go_Delivery_EmailInputs */
/** @typedef {{}} Account_SavingInputs */
/** @typedef {{}} Account_SaveInputs */
/** @typedef {{}} Account_Back_To_DeliveriesInputs */
/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Account_Card_Declined_OnInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Card_Declined_OwedInputs */
/** @typedef {{}} Account_DeclinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Declined_OnInputs */
/** @typedef {{ declined: NonNullable<unknown> }} Account_Paid_Late_SentenceInputs */
/** @typedef {{ declined: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Paid_Late_On_SentenceInputs */
/** @typedef {{}} Account_Charge_ProcessingInputs */
/** @typedef {{}} Account_Paid_With_Credit_ShortInputs */
/** @typedef {{}} Account_Charged_SentenceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Charged_On_SentenceInputs */
/** @typedef {{ where: NonNullable<unknown>, count: NonNullable<unknown>, number: NonNullable<unknown> }} Account_Bill_MetaInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Incl_TaxInputs */
/** @typedef {{}} Account_View_BillInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Of_DateInputs */
/** @typedef {{}} Account_Billing_IntroInputs */
/** @typedef {{}} Account_What_Billing_HistoryInputs */
/** @typedef {{}} Account_No_Bills_TitleInputs */
/** @typedef {{}} Account_No_Bills_TextInputs */
/** @typedef {{}} Account_See_Upcoming_BillInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_CountInputs */
/** @typedef {{}} Account_Monthly_BillsInputs */
/** @typedef {{}} Account_Billing_PagesInputs */
/** @typedef {{}} Account_No_Bills_PageInputs */
/** @typedef {{}} Account_Other_PaymentsInputs */
/** @typedef {{}} Account_Your_ReceiptsInputs */
/** @typedef {{}} Account_Card_Declined_TitleInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Declined_TextInputs */
/** @typedef {{}} Account_Card_Expires_TitleInputs */
/** @typedef {{ card: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Card_Expires_TextInputs */
/** @typedef {{}} Account_Card_WordInputs */
/** @typedef {{}} Account_No_Card_TitleInputs */
/** @typedef {{}} Account_No_Card_TextInputs */
/** @typedef {{}} Account_Go_Payment_InfoInputs */
/** @typedef {{ province: NonNullable<unknown> }} Account_Address_InInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Bill_OfInputs */
/** @typedef {{ where: NonNullable<unknown> }} Account_For_WhereInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_InstalmentInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Account_Line_Monthly_FeeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Pivotcare_ForInputs */
/** @typedef {{}} Account_Credit_AppliedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_To_Be_Charged_ToInputs */
/** @typedef {{}} Account_To_Pay_Bill_DateInputs */
/** @typedef {{}} Account_Upcoming_IntroInputs */
/** @typedef {{}} Account_What_Next_BillInputs */
/** @typedef {{}} Account_No_Bill_ComingInputs */
/** @typedef {{}} Account_No_Bill_Coming_TextInputs */
/** @typedef {{}} Account_Taxes_In_ForceInputs */
/** @typedef {{}} Account_On_Payment_InfoInputs */
/** @typedef {{}} Account_Past_Bills_InInputs */
/** @typedef {{}} Account_Billing_Up_To_DateInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_We_ChargedInputs */
/** @typedef {{}} Account_Receipt_InInputs */
/** @typedef {{}} Account_Bill_Shows_PaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Bills_UnpaidInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Card_DeclinedInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Overdue_Pay_WithInputs */
/** @typedef {{}} Account_Overdue_Put_CardInputs */
/** @typedef {{}} Account_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Account_Pay_NowInputs */
/** @typedef {{}} Account_No_Card_On_FileInputs */
/** @typedef {{}} Account_ExpiredInputs */
/** @typedef {{}} Account_Billing_Address_LabelInputs */
/** @typedef {{}} Account_Billing_Address_NoneInputs */
/** @typedef {{ card: NonNullable<unknown> }} Account_Card_Now_On_FileInputs */
/** @typedef {{}} Account_Put_New_CardInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Account_Card_Processor_NoteInputs */
/** @typedef {{}} Account_Card_Not_SavedInputs */
/** @typedef {{}} Account_Name_On_CardInputs */
/** @typedef {{}} Account_Card_NumberInputs */
/** @typedef {{}} Account_ExpiryInputs */
/** @typedef {{}} Account_Expiry_PlaceholderInputs */
/** @typedef {{}} Account_Security_CodeInputs */
/** @typedef {{}} Account_Billing_AddressInputs */
/** @typedef {{}} Account_Same_As_DeliveryInputs */
/** @typedef {{}} Account_Street_AddressInputs */
/** @typedef {{}} Account_Unit_OptionalInputs */
/** @typedef {{}} Account_CityInputs */
/** @typedef {{}} Account_Province_TerritoryInputs */
/** @typedef {{}} Account_ChooseInputs */
/** @typedef {{}} Account_Postal_CodeInputs */
/** @typedef {{}} Account_Postal_PlaceholderInputs */
/** @typedef {{}} Account_Checking_CardInputs */
/** @typedef {{}} Account_Save_New_CardInputs */
/** @typedef {{}} Account_Payment_IntroInputs */
/** @typedef {{}} Account_What_Payment_InfoInputs */
/** @typedef {{}} Account_Card_On_FileInputs */
/** @typedef {{}} Account_Problem_Card_NameInputs */
/** @typedef {{}} Account_Problem_Card_NumberInputs */
/** @typedef {{}} Account_Problem_ExpiryInputs */
/** @typedef {{}} Account_Problem_CvcInputs */
/** @typedef {{}} Account_Problem_First_NameInputs */
/** @typedef {{}} Account_Problem_Last_NameInputs */
/** @typedef {{}} Account_Problem_StreetInputs */
/** @typedef {{}} Account_Problem_CityInputs */
/** @typedef {{}} Account_Problem_ProvinceInputs */
/** @typedef {{}} Account_Problem_Province_TerritoryInputs */
/** @typedef {{}} Account_Problem_PostalInputs */
/** @typedef {{}} Account_Problem_Postal_TheInputs */
/** @typedef {{}} Account_Problem_Postal_FormatInputs */
/** @typedef {{}} Account_Problem_PhoneInputs */
/** @typedef {{}} Account_Problem_FloorInputs */
/** @typedef {{}} Account_Please_Sign_InInputs */
/** @typedef {{}} Account_Province_AbInputs */
/** @typedef {{}} Account_Province_BcInputs */
/** @typedef {{}} Account_Province_MbInputs */
/** @typedef {{}} Account_Province_NbInputs */
/** @typedef {{}} Account_Province_NlInputs */
/** @typedef {{}} Account_Province_NsInputs */
/** @typedef {{}} Account_Province_NtInputs */
/** @typedef {{}} Account_Province_NuInputs */
/** @typedef {{}} Account_Province_OnInputs */
/** @typedef {{}} Account_Province_PeInputs */
/** @typedef {{}} Account_Province_QcInputs */
/** @typedef {{}} Account_Province_SkInputs */
/** @typedef {{}} Account_Province_YtInputs */
/** @typedef {{}} Account_Building_HouseInputs */
/** @typedef {{}} Account_Building_ApartmentInputs */
/** @typedef {{}} Account_Building_CondoInputs */
/** @typedef {{}} Account_Building_TownhouseInputs */
/** @typedef {{}} Account_Building_OfficeInputs */
/** @typedef {{ floor: NonNullable<unknown> }} Account_FloorInputs */
/** @typedef {{}} Account_ElevatorInputs */
/** @typedef {{}} Account_Loading_DockInputs */
/** @typedef {{ buzzer: NonNullable<unknown> }} Account_BuzzerInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Account_ReceivingInputs */
/** @typedef {{ street: NonNullable<unknown>, unit: NonNullable<unknown> }} Account_Unit_NameInputs */
/** @typedef {{}} Account_Main_AddressInputs */
/** @typedef {{ text: NonNullable<unknown> }} Account_QuotedInputs */
/** @typedef {{}} Account_No_Furniture_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Account_Products_HereInputs */
/** @typedef {{}} Account_Remove_Address_TitleInputs */
/** @typedef {{}} Account_Remove_Address_TextInputs */
/** @typedef {{}} Account_Removing_AddressInputs */
/** @typedef {{}} Account_RemoveInputs */
/** @typedef {{}} Account_Keep_ItInputs */
/** @typedef {{}} Account_EditInputs */
/** @typedef {{}} Account_Making_MainInputs */
/** @typedef {{}} Account_Make_MainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Account_Hidden_NameInputs */
/** @typedef {{}} Account_Add_AddressInputs */
/** @typedef {{}} Account_What_AddressesInputs */
/** @typedef {{}} Account_No_AddressesInputs */
/** @typedef {{}} Account_No_Addresses_TextInputs */
/** @typedef {{}} Account_Your_AddressesInputs */
/** @typedef {{}} Account_Address_AddedInputs */
/** @typedef {{}} Account_Address_SavedInputs */
/** @typedef {{}} Account_Edit_AddressInputs */
/** @typedef {{}} Account_CancelInputs */
/** @typedef {{}} Account_Address_Not_FoundInputs */
/** @typedef {{}} Account_See_AddressesInputs */
/** @typedef {{}} Account_Address_Not_Found_TextInputs */
/** @typedef {{}} Account_Address_Edit_IntroInputs */
/** @typedef {{}} Account_What_The_AddressInputs */
/** @typedef {{}} Account_Save_ChangesInputs */
/** @typedef {{}} Account_Save_AddressInputs */
/** @typedef {{}} Account_Edit_The_AddressInputs */
/** @typedef {{}} Account_New_Delivery_AddressInputs */
/** @typedef {{}} Account_Choose_AddressInputs */
/** @typedef {{}} Account_Billing_Address_To_UseInputs */
/** @typedef {{}} Account_Where_Should_GoInputs */
/** @typedef {{}} Account_Add_FirstInputs */
/** @typedef {{}} Account_Use_This_AddressInputs */
/** @typedef {{}} Account_Profile_SavedInputs */
/** @typedef {{}} Account_Your_DetailsInputs */
/** @typedef {{}} Account_First_NameInputs */
/** @typedef {{}} Account_Last_NameInputs */
/** @typedef {{}} Account_Mobile_PhoneInputs */
/** @typedef {{}} Account_Phone_HintInputs */
/** @typedef {{}} Account_Verified_SentenceInputs */
/** @typedef {{}} Account_Verify_NumberInputs */
/** @typedef {{}} Account_Other_PhoneInputs */
/** @typedef {{}} Account_OptionalInputs */
/** @typedef {{}} Account_Text_DeliveriesInputs */
/** @typedef {{}} Account_Sent_To_MobileInputs */
/** @typedef {{}} Account_Email_NewsInputs */
/** @typedef {{}} Account_Saving_DetailsInputs */
/** @typedef {{}} Account_Save_DetailsInputs */
/** @typedef {{}} Account_Enter_New_EmailInputs */
/** @typedef {{}} Account_Enter_PasswordInputs */
/** @typedef {{}} Account_Security_PasswordInputs */
/** @typedef {{}} Account_VerifiedInputs */
/** @typedef {{}} Account_Not_VerifiedInputs */
/** @typedef {{}} Account_Check_InboxInputs */
/** @typedef {{}} Account_Sent_Link_ToInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Finish_ChangeInputs */
/** @typedef {{}} Account_Change_Your_EmailInputs */
/** @typedef {{}} Account_New_EmailInputs */
/** @typedef {{}} Account_Your_PasswordInputs */
/** @typedef {{}} Account_Sending_LinkInputs */
/** @typedef {{}} Account_Send_ConfirmationInputs */
/** @typedef {{}} Account_Change_EmailInputs */
/** @typedef {{}} Account_Verify_EmailInputs */
/** @typedef {{}} Account_Membership_SubscriptionInputs */
/** @typedef {{}} Account_Membership_OwnershipInputs */
/** @typedef {{}} Account_Profile_IntroInputs */
/** @typedef {{}} Account_What_ProfileInputs */
/** @typedef {{}} Account_MembershipsInputs */
/** @typedef {{}} Account_No_MembershipInputs */
/** @typedef {{}} Account_Several_AddressesInputs */
/** @typedef {{}} Account_Referral_State_JoinedInputs */
/** @typedef {{}} Account_Referral_State_OrderedInputs */
/** @typedef {{}} Account_Referral_State_CreditedInputs */
/** @typedef {{}} Account_Referral_IntroInputs */
/** @typedef {{}} Account_What_ReferralsInputs */
/** @typedef {{}} Account_Your_LinkInputs */
/** @typedef {{}} Account_Copy_LinkInputs */
/** @typedef {{}} Account_CopiedInputs */
/** @typedef {{}} Account_Copy_FailedInputs */
/** @typedef {{ welcome: NonNullable<unknown>, reward: NonNullable<unknown> }} Account_Referral_TermsInputs */
/** @typedef {{}} Account_Credit_EarnedInputs */
/** @typedef {{}} Account_Who_JoinedInputs */
/** @typedef {{}} Account_Nobody_JoinedInputs */
/** @typedef {{}} Account_Badge_OrderedInputs */
/** @typedef {{}} Account_Badge_JoinedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Joined_OnInputs */
/** @typedef {{}} Account_Problem_Six_DigitsInputs */
/** @typedef {{}} Account_Problem_OtherInputs */
/** @typedef {{}} Account_Back_To_ProfileInputs */
/** @typedef {{}} Account_My_AccountInputs */
/** @typedef {{}} Account_Enter_Your_CodeInputs */
/** @typedef {{}} Account_Six_Digit_CodeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Account_Works_UntilInputs */
/** @typedef {{}} Account_Checking_CodeInputs */
/** @typedef {{}} Account_VerifyInputs */
/** @typedef {{}} Account_Send_New_CodeInputs */
/** @typedef {{}} Account_Verify_Mobile_TitleInputs */
/** @typedef {{}} Account_Verify_Mobile_ShortInputs */
/** @typedef {{}} Account_LoadingInputs */
/** @typedef {{}} Account_Page_Load_FailedInputs */
/** @typedef {{}} Account_No_Email_AddressInputs */
/** @typedef {{}} Account_Add_Mobile_FirstInputs */
/** @typedef {{}} Account_Add_MobileInputs */
/** @typedef {{}} Account_Sent_Confirmation_ToInputs */
/** @typedef {{}} Account_Open_Link_OnceInputs */
/** @typedef {{}} Account_Opened_LinkInputs */
/** @typedef {{}} Account_Use_Another_AddressInputs */
/** @typedef {{}} Account_Will_Text_CodeInputs */
/** @typedef {{}} Account_Works_Ten_MinutesInputs */
/** @typedef {{}} Account_Sending_CodeInputs */
/** @typedef {{}} Account_Text_Me_CodeInputs */
/** @typedef {{}} Account_Enter_Code_TextedInputs */
/** @typedef {{}} Account_Code_ExpiredInputs */
/** @typedef {{}} Account_Code_Expired_TextInputs */
/** @typedef {{}} Account_Too_Many_CodesInputs */
/** @typedef {{}} Account_LockedInputs */
/** @typedef {{}} Account_UntilInputs */
/** @typedef {{}} Account_Ask_New_Code_ThenInputs */
/** @typedef {{}} Account_Email_VerifiedInputs */
/** @typedef {{}} Account_Mobile_VerifiedInputs */
/** @typedef {{}} Account_Is_ConfirmedInputs */
/** @typedef {{}} Account_Delivery_Texts_GoInputs */
/** @typedef {{}} Account_BrandInputs */
import * as __en from "./en.js"
import * as __fr from "./fr.js"
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
* | output |
* | --- |
* | "Hi, {name}" |
*
* @param {Shell_Account_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_greeting = /** @type {((inputs: Shell_Account_GreetingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_GreetingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_greeting(inputs)
	return __en.shell_account_greeting(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Shell_Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_my_account = /** @type {((inputs?: Shell_Account_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_my_account(inputs)
	return __en.shell_account_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Shell_Account_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_account_sign_in = /** @type {((inputs?: Shell_Account_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Account_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_account_sign_in(inputs)
	return __en.shell_account_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart" |
*
* @param {Shell_Cart_Popup_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_added = /** @type {((inputs?: Shell_Cart_Popup_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_added(inputs)
	return __en.shell_cart_popup_added(inputs)
});
/**
* | output |
* | --- |
* | "Not added to your cart" |
*
* @param {Shell_Cart_Popup_Not_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_not_added = /** @type {((inputs?: Shell_Cart_Popup_Not_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Not_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_not_added(inputs)
	return __en.shell_cart_popup_not_added(inputs)
});
/**
* | output |
* | --- |
* | "Cart cleared" |
*
* @param {Shell_Cart_Popup_ClearedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared = /** @type {((inputs?: Shell_Cart_Popup_ClearedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ClearedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared(inputs)
	return __en.shell_cart_popup_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Your cart and return cart are now empty." |
*
* @param {Shell_Cart_Popup_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_cleared_text = /** @type {((inputs?: Shell_Cart_Popup_Cleared_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Cleared_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_cleared_text(inputs)
	return __en.shell_cart_popup_cleared_text(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Shell_Cart_Popup_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_add_error = /** @type {((inputs?: Shell_Cart_Popup_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_add_error(inputs)
	return __en.shell_cart_popup_add_error(inputs)
});
/**
* | output |
* | --- |
* | "{name}." |
*
* @param {Shell_Cart_Popup_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_item = /** @type {((inputs: Shell_Cart_Popup_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_item(inputs)
	return __en.shell_cart_popup_item(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} item in your cart." |
* | "other" | "You have {count} items in your cart." |
*
* @param {Shell_Cart_Popup_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_count = /** @type {((inputs: Shell_Cart_Popup_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_count(inputs)
	return __en.shell_cart_popup_count(inputs)
});
/**
* | output |
* | --- |
* | "View Cart" |
*
* @param {Shell_Cart_Popup_View_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_view_cart = /** @type {((inputs?: Shell_Cart_Popup_View_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_View_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_view_cart(inputs)
	return __en.shell_cart_popup_view_cart(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shell_Cart_Popup_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_cart_popup_checkout = /** @type {((inputs?: Shell_Cart_Popup_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Cart_Popup_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_cart_popup_checkout(inputs)
	return __en.shell_cart_popup_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Shop by category" |
*
* @param {Shell_Category_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_category_menu_label = /** @type {((inputs?: Shell_Category_Menu_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Category_Menu_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_category_menu_label(inputs)
	return __en.shell_category_menu_label(inputs)
});
/**
* | output |
* | --- |
* | "Final liquidation sale: 85% off everything." |
*
* @param {Shell_Liquidation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_title = /** @type {((inputs?: Shell_Liquidation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_title(inputs)
	return __en.shell_liquidation_title(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, from our warehouse in Mississauga, Ontario." |
*
* @param {Shell_Liquidation_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_pickup = /** @type {((inputs?: Shell_Liquidation_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_pickup(inputs)
	return __en.shell_liquidation_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Read the sale policy" |
*
* @param {Shell_Liquidation_Policy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_liquidation_policy_link = /** @type {((inputs?: Shell_Liquidation_Policy_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Liquidation_Policy_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_liquidation_policy_link(inputs)
	return __en.shell_liquidation_policy_link(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Shell_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_title = /** @type {((inputs?: Shell_Location_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_title(inputs)
	return __en.shell_location_title(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from our {city} depot, so there is no city to choose." |
*
* @param {Shell_Location_Pinned_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_city = /** @type {((inputs: Shell_Location_Pinned_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_city(inputs)
	return __en.shell_location_pinned_city(inputs)
});
/**
* | output |
* | --- |
* | "During our final liquidation sale every order is served from one depot." |
*
* @param {Shell_Location_PinnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned = /** @type {((inputs?: Shell_Location_PinnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_PinnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned(inputs)
	return __en.shell_location_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Shop from {city}" |
*
* @param {Shell_Location_Shop_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_shop_from = /** @type {((inputs: Shell_Location_Shop_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Shop_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_shop_from(inputs)
	return __en.shell_location_shop_from(inputs)
});
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Shell_Location_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_continue = /** @type {((inputs?: Shell_Location_ContinueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ContinueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_continue(inputs)
	return __en.shell_location_continue(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the {city}, {province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_city = /** @type {((inputs: Shell_Location_Pinned_Prices_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_city(inputs)
	return __en.shell_location_pinned_prices_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details." |
*
* @param {Shell_Location_Pinned_Prices_DefaultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_pinned_prices_default = /** @type {((inputs?: Shell_Location_Pinned_Prices_DefaultInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Pinned_Prices_DefaultInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_pinned_prices_default(inputs)
	return __en.shell_location_pinned_prices_default(inputs)
});
/**
* | output |
* | --- |
* | "We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours." |
*
* @param {Shell_Location_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_description = /** @type {((inputs?: Shell_Location_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_description(inputs)
	return __en.shell_location_description(inputs)
});
/**
* | output |
* | --- |
* | "You are shopping in {city}, {province}." |
*
* @param {Shell_Location_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_current = /** @type {((inputs: Shell_Location_CurrentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_CurrentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_current(inputs)
	return __en.shell_location_current(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Shell_Location_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_select_city = /** @type {((inputs?: Shell_Location_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_select_city(inputs)
	return __en.shell_location_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Shell_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_location_button = /** @type {((inputs?: Shell_Location_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Location_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_location_button(inputs)
	return __en.shell_location_button(inputs)
});
/**
* | output |
* | --- |
* | "We can't find the page you're looking for" |
*
* @param {Shell_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_title = /** @type {((inputs?: Shell_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_title(inputs)
	return __en.shell_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Shell_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_page_title = /** @type {((inputs?: Shell_Not_Found_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_page_title(inputs)
	return __en.shell_not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping." |
*
* @param {Shell_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_text = /** @type {((inputs?: Shell_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_text(inputs)
	return __en.shell_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Rooms to shop" |
*
* @param {Shell_Not_Found_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_not_found_rooms = /** @type {((inputs?: Shell_Not_Found_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Found_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_not_found_rooms(inputs)
	return __en.shell_not_found_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link = /** @type {((inputs?: Shell_Home_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Home_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_home_link(inputs)
	return __en.shell_home_link(inputs)
});
/**
* | output |
* | --- |
* | "85% off all furniture" |
*
* @param {Shell_Promo_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_sale = /** @type {((inputs?: Shell_Promo_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_sale(inputs)
	return __en.shell_promo_sale(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Shell_Promo_Made_In_CanadaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_made_in_canada = /** @type {((inputs?: Shell_Promo_Made_In_CanadaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Made_In_CanadaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_made_in_canada(inputs)
	return __en.shell_promo_made_in_canada(inputs)
});
/**
* | output |
* | --- |
* | "Delivered and assembled by our own crew" |
*
* @param {Shell_Promo_Own_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_promo_own_crew = /** @type {((inputs?: Shell_Promo_Own_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Promo_Own_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_promo_own_crew(inputs)
	return __en.shell_promo_own_crew(inputs)
});
/**
* | output |
* | --- |
* | "Billing Information Update Required! Click Here to Update." |
*
* @param {Shell_Billing_AlertInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_billing_alert = /** @type {((inputs?: Shell_Billing_AlertInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Billing_AlertInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_billing_alert(inputs)
	return __en.shell_billing_alert(inputs)
});
/**
* | output |
* | --- |
* | "Popular categories" |
*
* @param {Shell_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_links_label = /** @type {((inputs?: Shell_Quick_Links_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Links_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_links_label(inputs)
	return __en.shell_quick_links_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Shell_Quick_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sofas = /** @type {((inputs?: Shell_Quick_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sofas(inputs)
	return __en.shell_quick_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Shell_Quick_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_sectionals = /** @type {((inputs?: Shell_Quick_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_sectionals(inputs)
	return __en.shell_quick_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Shell_Quick_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_lounge_chairs = /** @type {((inputs?: Shell_Quick_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_lounge_chairs(inputs)
	return __en.shell_quick_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Shell_Quick_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_loveseats = /** @type {((inputs?: Shell_Quick_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_loveseats(inputs)
	return __en.shell_quick_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Shell_Quick_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_coffee_tables = /** @type {((inputs?: Shell_Quick_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_coffee_tables(inputs)
	return __en.shell_quick_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Shell_Quick_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_end_tables = /** @type {((inputs?: Shell_Quick_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_end_tables(inputs)
	return __en.shell_quick_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Shell_Quick_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_tables = /** @type {((inputs?: Shell_Quick_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_tables(inputs)
	return __en.shell_quick_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Shell_Quick_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_dining_chairs = /** @type {((inputs?: Shell_Quick_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_dining_chairs(inputs)
	return __en.shell_quick_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Shell_Quick_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_quick_beds = /** @type {((inputs?: Shell_Quick_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_quick_beds(inputs)
	return __en.shell_quick_beds(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Shell_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search = /** @type {((inputs?: Shell_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search(inputs)
	return __en.shell_search(inputs)
});
/**
* | output |
* | --- |
* | "Close search" |
*
* @param {Shell_Search_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_close = /** @type {((inputs?: Shell_Search_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_close(inputs)
	return __en.shell_search_close(inputs)
});
/**
* | output |
* | --- |
* | "Press Enter to see results." |
*
* @param {Shell_Search_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_search_hint = /** @type {((inputs?: Shell_Search_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Search_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_search_hint(inputs)
	return __en.shell_search_hint(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Shell_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_title = /** @type {((inputs?: Shell_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_title(inputs)
	return __en.shell_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment." |
*
* @param {Shell_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text = /** @type {((inputs?: Shell_Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text(inputs)
	return __en.shell_error_text(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing." |
*
* @param {Shell_Error_Text_UnreportedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_text_unreported = /** @type {((inputs?: Shell_Error_Text_UnreportedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_Text_UnreportedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_text_unreported(inputs)
	return __en.shell_error_text_unreported(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Shell_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_error_retry = /** @type {((inputs?: Shell_Error_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Error_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_error_retry(inputs)
	return __en.shell_error_retry(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Shell_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back = /** @type {((inputs?: Shell_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back(inputs)
	return __en.shell_back(inputs)
});
/**
* | output |
* | --- |
* | "Back to Address" |
*
* @param {Shell_Back_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_address = /** @type {((inputs?: Shell_Back_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_address(inputs)
	return __en.shell_back_address(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Products" |
*
* @param {Shell_Back_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_products = /** @type {((inputs?: Shell_Back_My_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_products(inputs)
	return __en.shell_back_my_products(inputs)
});
/**
* | output |
* | --- |
* | "Back to My Account" |
*
* @param {Shell_Back_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_back_my_account = /** @type {((inputs?: Shell_Back_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Back_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_back_my_account(inputs)
	return __en.shell_back_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Browser not supported" |
*
* @param {Shell_Unsupported_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_page_title = /** @type {((inputs?: Shell_Unsupported_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_page_title(inputs)
	return __en.shell_unsupported_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Please update your browser" |
*
* @param {Shell_Unsupported_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_heading = /** @type {((inputs?: Shell_Unsupported_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_heading(inputs)
	return __en.shell_unsupported_heading(inputs)
});
/**
* | output |
* | --- |
* | "We apologize our site does not support your browser." |
*
* @param {Shell_Unsupported_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_text = /** @type {((inputs?: Shell_Unsupported_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_text(inputs)
	return __en.shell_unsupported_text(inputs)
});
/**
* | output |
* | --- |
* | "Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:" |
*
* @param {Shell_Unsupported_FeaturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_features = /** @type {((inputs?: Shell_Unsupported_FeaturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_FeaturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_features(inputs)
	return __en.shell_unsupported_features(inputs)
});
/**
* | output |
* | --- |
* | "If you would rather shop by phone, our customer care team can help at" |
*
* @param {Shell_Unsupported_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_unsupported_phone = /** @type {((inputs?: Shell_Unsupported_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Unsupported_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_unsupported_phone(inputs)
	return __en.shell_unsupported_phone(inputs)
});
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Shell_Version_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_title = /** @type {((inputs?: Shell_Version_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_title(inputs)
	return __en.shell_version_title(inputs)
});
/**
* | output |
* | --- |
* | "Release" |
*
* @param {Shell_Version_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_version_release = /** @type {((inputs?: Shell_Version_ReleaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Version_ReleaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_version_release(inputs)
	return __en.shell_version_release(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Shell_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ab = /** @type {((inputs?: Shell_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ab(inputs)
	return __en.shell_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Shell_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_bc = /** @type {((inputs?: Shell_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_bc(inputs)
	return __en.shell_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Shell_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_mb = /** @type {((inputs?: Shell_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_mb(inputs)
	return __en.shell_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Shell_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nb = /** @type {((inputs?: Shell_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nb(inputs)
	return __en.shell_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Shell_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nl = /** @type {((inputs?: Shell_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nl(inputs)
	return __en.shell_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Shell_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_ns = /** @type {((inputs?: Shell_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_ns(inputs)
	return __en.shell_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Shell_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nt = /** @type {((inputs?: Shell_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nt(inputs)
	return __en.shell_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Shell_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_nu = /** @type {((inputs?: Shell_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_nu(inputs)
	return __en.shell_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Shell_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_on = /** @type {((inputs?: Shell_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_on(inputs)
	return __en.shell_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Shell_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_pe = /** @type {((inputs?: Shell_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_pe(inputs)
	return __en.shell_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Shell_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_qc = /** @type {((inputs?: Shell_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_qc(inputs)
	return __en.shell_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Shell_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_sk = /** @type {((inputs?: Shell_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_sk(inputs)
	return __en.shell_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Shell_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_province_yt = /** @type {((inputs?: Shell_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.shell_province_yt(inputs)
	return __en.shell_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_close = /** @type {((inputs?: Ui_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_close(inputs)
	return __en.ui_close(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss = /** @type {((inputs?: Ui_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_dismiss(inputs)
	return __en.ui_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notifications = /** @type {((inputs?: Ui_NotificationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notifications(inputs)
	return __en.ui_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Notification" |
*
* @param {Ui_NotificationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_notification = /** @type {((inputs?: Ui_NotificationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_notification(inputs)
	return __en.ui_notification(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading = /** @type {((inputs?: Ui_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading(inputs)
	return __en.ui_loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading please wait..." |
*
* @param {Ui_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading_wait = /** @type {((inputs?: Ui_Loading_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Loading_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_loading_wait(inputs)
	return __en.ui_loading_wait(inputs)
});
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Ui_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_on_this_page = /** @type {((inputs?: Ui_On_This_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_On_This_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_on_this_page(inputs)
	return __en.ui_on_this_page(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Ui_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_breadcrumb = /** @type {((inputs?: Ui_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_breadcrumb(inputs)
	return __en.ui_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Ui_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_pages = /** @type {((inputs?: Ui_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_pages(inputs)
	return __en.ui_pages(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Ui_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_page = /** @type {((inputs?: Ui_Previous_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_page(inputs)
	return __en.ui_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Ui_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous = /** @type {((inputs?: Ui_PreviousInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_PreviousInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous(inputs)
	return __en.ui_previous(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Ui_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_page = /** @type {((inputs?: Ui_Next_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_page(inputs)
	return __en.ui_next_page(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_NextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next = /** @type {((inputs?: Ui_NextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next(inputs)
	return __en.ui_next(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Ui_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_page_number = /** @type {((inputs: Ui_Page_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Page_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_page_number(inputs)
	return __en.ui_page_number(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_try_again = /** @type {((inputs?: Ui_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_try_again(inputs)
	return __en.ui_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Previous image" |
*
* @param {Ui_Previous_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_previous_image = /** @type {((inputs?: Ui_Previous_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Previous_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_previous_image(inputs)
	return __en.ui_previous_image(inputs)
});
/**
* | output |
* | --- |
* | "Next image" |
*
* @param {Ui_Next_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_next_image = /** @type {((inputs?: Ui_Next_ImageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Next_ImageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_next_image(inputs)
	return __en.ui_next_image(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ui_Password_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_show = /** @type {((inputs?: Ui_Password_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_show(inputs)
	return __en.ui_password_show(inputs)
});
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Ui_Password_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_hide = /** @type {((inputs?: Ui_Password_HideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_HideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_hide(inputs)
	return __en.ui_password_hide(inputs)
});
/**
* | output |
* | --- |
* | "password" |
*
* @param {Ui_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_password_subject = /** @type {((inputs?: Ui_Password_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Password_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_password_subject(inputs)
	return __en.ui_password_subject(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Ui_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_final_sale = /** @type {((inputs?: Ui_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_final_sale(inputs)
	return __en.ui_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Ui_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_or_from = /** @type {((inputs?: Ui_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_or_from(inputs)
	return __en.ui_or_from(inputs)
});
/**
* | output |
* | --- |
* | "More pictures" |
*
* @param {Ui_Gallery_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_more = /** @type {((inputs?: Ui_Gallery_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_more(inputs)
	return __en.ui_gallery_more(inputs)
});
/**
* | output |
* | --- |
* | "View {name} full screen" |
*
* @param {Ui_Gallery_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_full_screen = /** @type {((inputs: Ui_Gallery_Full_ScreenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_Full_ScreenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_full_screen(inputs)
	return __en.ui_gallery_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "View picture {number} of {total}: {name}" |
*
* @param {Ui_Gallery_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_gallery_picture = /** @type {((inputs: Ui_Gallery_PictureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Gallery_PictureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_gallery_picture(inputs)
	return __en.ui_gallery_picture(inputs)
});
/**
* | output |
* | --- |
* | "Play promotions" |
*
* @param {Ui_Promo_PlayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_play = /** @type {((inputs?: Ui_Promo_PlayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PlayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_play(inputs)
	return __en.ui_promo_play(inputs)
});
/**
* | output |
* | --- |
* | "Pause promotions" |
*
* @param {Ui_Promo_PauseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_promo_pause = /** @type {((inputs?: Ui_Promo_PauseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Promo_PauseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_promo_pause(inputs)
	return __en.ui_promo_pause(inputs)
});
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Ui_RatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_rating = /** @type {((inputs: Ui_RatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_rating(inputs)
	return __en.ui_rating(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Ui_StarsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_stars = /** @type {((inputs: Ui_StarsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_StarsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_stars(inputs)
	return __en.ui_stars(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Ui_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_reviews = /** @type {((inputs: Ui_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_reviews(inputs)
	return __en.ui_reviews(inputs)
});
/**
* | output |
* | --- |
* | "Search furniture" |
*
* @param {Ui_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_label = /** @type {((inputs?: Ui_Search_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_label(inputs)
	return __en.ui_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Sofas, oak, velvet…" |
*
* @param {Ui_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_placeholder = /** @type {((inputs?: Ui_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_placeholder(inputs)
	return __en.ui_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Show results" |
*
* @param {Ui_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_search_submit = /** @type {((inputs?: Ui_Search_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Search_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_search_submit(inputs)
	return __en.ui_search_submit(inputs)
});
/**
* | output |
* | --- |
* | "Unavailable" |
*
* @param {Ui_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_unavailable = /** @type {((inputs?: Ui_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_unavailable(inputs)
	return __en.ui_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Ui_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_label = /** @type {((inputs?: Ui_Address_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_label(inputs)
	return __en.ui_address_label(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Ui_Address_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_first_name = /** @type {((inputs?: Ui_Address_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_first_name(inputs)
	return __en.ui_address_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Ui_Address_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_last_name = /** @type {((inputs?: Ui_Address_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_last_name(inputs)
	return __en.ui_address_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Ui_Address_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone = /** @type {((inputs?: Ui_Address_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone(inputs)
	return __en.ui_address_phone(inputs)
});
/**
* | output |
* | --- |
* | "For the delivery crew" |
*
* @param {Ui_Address_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_phone_hint = /** @type {((inputs?: Ui_Address_Phone_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Phone_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_phone_hint(inputs)
	return __en.ui_address_phone_hint(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Ui_Address_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_street = /** @type {((inputs?: Ui_Address_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_street(inputs)
	return __en.ui_address_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Ui_Address_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_unit = /** @type {((inputs?: Ui_Address_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_unit(inputs)
	return __en.ui_address_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Ui_Address_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_city = /** @type {((inputs?: Ui_Address_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_city(inputs)
	return __en.ui_address_city(inputs)
});
/**
* | output |
* | --- |
* | "Province" |
*
* @param {Ui_Address_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province = /** @type {((inputs?: Ui_Address_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province(inputs)
	return __en.ui_address_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose a province" |
*
* @param {Ui_Address_Province_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_province_placeholder = /** @type {((inputs?: Ui_Address_Province_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Province_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_province_placeholder(inputs)
	return __en.ui_address_province_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Ui_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code = /** @type {((inputs?: Ui_Address_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code(inputs)
	return __en.ui_address_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like A1A 1A1" |
*
* @param {Ui_Address_Postal_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_postal_code_hint = /** @type {((inputs?: Ui_Address_Postal_Code_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Postal_Code_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_postal_code_hint(inputs)
	return __en.ui_address_postal_code_hint(inputs)
});
/**
* | output |
* | --- |
* | "Building type" |
*
* @param {Ui_Address_Building_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_building_type = /** @type {((inputs?: Ui_Address_Building_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Building_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_building_type(inputs)
	return __en.ui_address_building_type(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Ui_Address_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_choose_one = /** @type {((inputs?: Ui_Address_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_choose_one(inputs)
	return __en.ui_address_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "House" |
*
* @param {Ui_Address_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_house = /** @type {((inputs?: Ui_Address_HouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_HouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_house(inputs)
	return __en.ui_address_house(inputs)
});
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Ui_Address_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_apartment = /** @type {((inputs?: Ui_Address_ApartmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ApartmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_apartment(inputs)
	return __en.ui_address_apartment(inputs)
});
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Ui_Address_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_condo = /** @type {((inputs?: Ui_Address_CondoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_CondoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_condo(inputs)
	return __en.ui_address_condo(inputs)
});
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Ui_Address_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_townhouse = /** @type {((inputs?: Ui_Address_TownhouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_TownhouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_townhouse(inputs)
	return __en.ui_address_townhouse(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Ui_Address_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_office = /** @type {((inputs?: Ui_Address_OfficeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_OfficeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_office(inputs)
	return __en.ui_address_office(inputs)
});
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Ui_Address_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_floor = /** @type {((inputs?: Ui_Address_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_floor(inputs)
	return __en.ui_address_floor(inputs)
});
/**
* | output |
* | --- |
* | "Buzzer" |
*
* @param {Ui_Address_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_buzzer = /** @type {((inputs?: Ui_Address_BuzzerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_BuzzerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_buzzer(inputs)
	return __en.ui_address_buzzer(inputs)
});
/**
* | output |
* | --- |
* | "Receiving hours" |
*
* @param {Ui_Address_Receiving_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours = /** @type {((inputs?: Ui_Address_Receiving_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours(inputs)
	return __en.ui_address_receiving_hours(inputs)
});
/**
* | output |
* | --- |
* | "When someone can let the crew in" |
*
* @param {Ui_Address_Receiving_Hours_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_receiving_hours_hint = /** @type {((inputs?: Ui_Address_Receiving_Hours_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Receiving_Hours_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_receiving_hours_hint(inputs)
	return __en.ui_address_receiving_hours_hint(inputs)
});
/**
* | output |
* | --- |
* | "Elevator access" |
*
* @param {Ui_Address_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_elevator = /** @type {((inputs?: Ui_Address_ElevatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_ElevatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_elevator(inputs)
	return __en.ui_address_elevator(inputs)
});
/**
* | output |
* | --- |
* | "Loading dock door" |
*
* @param {Ui_Address_Dock_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_dock_door = /** @type {((inputs?: Ui_Address_Dock_DoorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_Dock_DoorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_dock_door(inputs)
	return __en.ui_address_dock_door(inputs)
});
/**
* | output |
* | --- |
* | "Make this my main address" |
*
* @param {Ui_Address_PrimaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_primary = /** @type {((inputs?: Ui_Address_PrimaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_PrimaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_primary(inputs)
	return __en.ui_address_primary(inputs)
});
/**
* | output |
* | --- |
* | "Delivery instructions" |
*
* @param {Ui_Address_InstructionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_instructions = /** @type {((inputs?: Ui_Address_InstructionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_InstructionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_instructions(inputs)
	return __en.ui_address_instructions(inputs)
});
/**
* | output |
* | --- |
* | "Saving the address" |
*
* @param {Ui_Address_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_address_saving = /** @type {((inputs?: Ui_Address_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Address_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_address_saving(inputs)
	return __en.ui_address_saving(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number." |
*
* @param {Ui_Card_ProcessorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_processor = /** @type {((inputs?: Ui_Card_ProcessorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ProcessorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_processor(inputs)
	return __en.ui_card_processor(inputs)
});
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Ui_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_name = /** @type {((inputs?: Ui_Card_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_name(inputs)
	return __en.ui_card_name(inputs)
});
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Ui_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_number = /** @type {((inputs?: Ui_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_number(inputs)
	return __en.ui_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Ui_Card_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry = /** @type {((inputs?: Ui_Card_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry(inputs)
	return __en.ui_card_expiry(inputs)
});
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Ui_Card_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_expiry_placeholder = /** @type {((inputs?: Ui_Card_Expiry_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Expiry_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_expiry_placeholder(inputs)
	return __en.ui_card_expiry_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Ui_Card_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_card_security_code = /** @type {((inputs?: Ui_Card_Security_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Security_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.ui_card_security_code(inputs)
	return __en.ui_card_security_code(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Cart_CheckoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_checkout = /** @type {((inputs?: Cart_CheckoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_CheckoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_checkout(inputs)
	return __en.cart_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Choose your city first" |
*
* @param {Cart_Blocked_No_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_no_city = /** @type {((inputs?: Cart_Blocked_No_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_No_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_no_city(inputs)
	return __en.cart_blocked_no_city(inputs)
});
/**
* | output |
* | --- |
* | "Checking prices before checkout…" |
*
* @param {Cart_Blocked_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_updating = /** @type {((inputs?: Cart_Blocked_UpdatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_UpdatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_updating(inputs)
	return __en.cart_blocked_updating(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart: try again first" |
*
* @param {Cart_Blocked_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_failed = /** @type {((inputs?: Cart_Blocked_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_failed(inputs)
	return __en.cart_blocked_failed(inputs)
});
/**
* | output |
* | --- |
* | "Remove the items that can't be ordered first" |
*
* @param {Cart_Blocked_Line_ErrorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_blocked_line_errors = /** @type {((inputs?: Cart_Blocked_Line_ErrorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Blocked_Line_ErrorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_blocked_line_errors(inputs)
	return __en.cart_blocked_line_errors(inputs)
});
/**
* | output |
* | --- |
* | "Your cart" |
*
* @param {Cart_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_page_title = /** @type {((inputs?: Cart_Page_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Page_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_page_title(inputs)
	return __en.cart_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Cart_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_dismiss = /** @type {((inputs?: Cart_DismissInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_DismissInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_dismiss(inputs)
	return __en.cart_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "We could not read your saved cart, so it was emptied. Please add your items again." |
*
* @param {Cart_Discarded_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_discarded_notice = /** @type {((inputs?: Cart_Discarded_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Discarded_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_discarded_notice(inputs)
	return __en.cart_discarded_notice(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: this price buys the piece outright — no subscription, pickup only." |
*
* @param {Cart_Liquidation_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_liquidation_purchase = /** @type {((inputs?: Cart_Liquidation_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Liquidation_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_liquidation_purchase(inputs)
	return __en.cart_liquidation_purchase(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can price your cart with its delivery fee and taxes." |
*
* @param {Cart_City_Reason_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_reason_cart = /** @type {((inputs?: Cart_City_Reason_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_Reason_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_reason_cart(inputs)
	return __en.cart_city_reason_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_title = /** @type {((inputs?: Cart_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_title(inputs)
	return __en.cart_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Cart_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_browse_furniture = /** @type {((inputs?: Cart_Browse_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Browse_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_browse_furniture(inputs)
	return __en.cart_browse_furniture(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture from any product page, and it will wait for you here." |
*
* @param {Cart_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_text = /** @type {((inputs?: Cart_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_text(inputs)
	return __en.cart_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Add assembly" |
*
* @param {Cart_Add_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_assembly = /** @type {((inputs?: Cart_Add_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_assembly(inputs)
	return __en.cart_add_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery for {price}." |
*
* @param {Cart_Assembly_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint_price = /** @type {((inputs: Cart_Assembly_Hint_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_Hint_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint_price(inputs)
	return __en.cart_assembly_hint_price(inputs)
});
/**
* | output |
* | --- |
* | "Our crew assembles your furniture on delivery." |
*
* @param {Cart_Assembly_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_assembly_hint = /** @type {((inputs?: Cart_Assembly_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Assembly_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_assembly_hint(inputs)
	return __en.cart_assembly_hint(inputs)
});
/**
* | output |
* | --- |
* | "Updating prices…" |
*
* @param {Cart_Updating_PricesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_updating_prices = /** @type {((inputs?: Cart_Updating_PricesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Updating_PricesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_updating_prices(inputs)
	return __en.cart_updating_prices(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart" |
*
* @param {Cart_Quote_Failed_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_cart = /** @type {((inputs?: Cart_Quote_Failed_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_cart(inputs)
	return __en.cart_quote_failed_cart(inputs)
});
/**
* | output |
* | --- |
* | "We could not price your cart. Check your connection and try again." |
*
* @param {Cart_Quote_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_error = /** @type {((inputs?: Cart_Quote_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_error(inputs)
	return __en.cart_quote_error(inputs)
});
/**
* | output |
* | --- |
* | "Delivery date chosen: {date}" |
*
* @param {Cart_Delivery_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_delivery_chosen = /** @type {((inputs: Cart_Delivery_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Delivery_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_delivery_chosen(inputs)
	return __en.cart_delivery_chosen(inputs)
});
/**
* | output |
* | --- |
* | "Share cart" |
*
* @param {Cart_Share_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_cart = /** @type {((inputs?: Cart_Share_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_cart(inputs)
	return __en.cart_share_cart(inputs)
});
/**
* | output |
* | --- |
* | "Empty cart" |
*
* @param {Cart_Empty_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_empty_cart = /** @type {((inputs?: Cart_Empty_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Empty_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_empty_cart(inputs)
	return __en.cart_empty_cart(inputs)
});
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Cart_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_lines_label = /** @type {((inputs?: Cart_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_lines_label(inputs)
	return __en.cart_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "{option}: {value}" |
*
* @param {Cart_Line_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_option = /** @type {((inputs: Cart_Line_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_option(inputs)
	return __en.cart_line_option(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover" |
*
* @param {Cart_Pivotcare_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label = /** @type {((inputs?: Cart_Pivotcare_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label(inputs)
	return __en.cart_pivotcare_label(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover +{price}" |
*
* @param {Cart_Pivotcare_Label_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_label_price = /** @type {((inputs: Cart_Pivotcare_Label_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_Label_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_label_price(inputs)
	return __en.cart_pivotcare_label_price(inputs)
});
/**
* | output |
* | --- |
* | "Covers accidental damage while the piece is with you." |
*
* @param {Cart_Pivotcare_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pivotcare_hint = /** @type {((inputs?: Cart_Pivotcare_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pivotcare_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pivotcare_hint(inputs)
	return __en.cart_pivotcare_hint(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: no returns or exchanges." |
*
* @param {Cart_Line_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_line_final_sale = /** @type {((inputs?: Cart_Line_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Line_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_line_final_sale(inputs)
	return __en.cart_line_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Cart_QuantityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity = /** @type {((inputs?: Cart_QuantityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_QuantityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity(inputs)
	return __en.cart_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Quantity {quantity}" |
*
* @param {Cart_Quantity_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_count = /** @type {((inputs: Cart_Quantity_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quantity_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quantity_count(inputs)
	return __en.cart_quantity_count(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove = /** @type {((inputs?: Cart_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove(inputs)
	return __en.cart_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_remove_line = /** @type {((inputs: Cart_Remove_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Remove_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_remove_line(inputs)
	return __en.cart_remove_line(inputs)
});
/**
* | output |
* | --- |
* | "Monthly subscription" |
*
* @param {Cart_Way_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_subscription = /** @type {((inputs?: Cart_Way_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_subscription(inputs)
	return __en.cart_way_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Monthly financing" |
*
* @param {Cart_Way_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_financing = /** @type {((inputs?: Cart_Way_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_financing(inputs)
	return __en.cart_way_financing(inputs)
});
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Cart_Way_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_rental = /** @type {((inputs?: Cart_Way_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_rental(inputs)
	return __en.cart_way_rental(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Cart_Way_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_buy = /** @type {((inputs?: Cart_Way_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_buy(inputs)
	return __en.cart_way_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale, monthly" |
*
* @param {Cart_Way_Final_Sale_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale_monthly = /** @type {((inputs?: Cart_Way_Final_Sale_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_Sale_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale_monthly(inputs)
	return __en.cart_way_final_sale_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Cart_Way_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_final_sale = /** @type {((inputs?: Cart_Way_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_final_sale(inputs)
	return __en.cart_way_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months}-month minimum" |
*
* @param {Cart_Way_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_minimum = /** @type {((inputs: Cart_Way_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_minimum(inputs)
	return __en.cart_way_minimum(inputs)
});
/**
* | output |
* | --- |
* | "{way}, {months} months" |
*
* @param {Cart_Way_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_way_months = /** @type {((inputs: Cart_Way_MonthsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Way_MonthsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_way_months(inputs)
	return __en.cart_way_months(inputs)
});
/**
* | output |
* | --- |
* | "{payments} monthly payments of {amount} · total {total}" |
*
* @param {Cart_Terms_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_financing = /** @type {((inputs: Cart_Terms_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_financing(inputs)
	return __en.cart_terms_financing(inputs)
});
/**
* | output |
* | --- |
* | "Yours after {payments} payments" |
*
* @param {Cart_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_subscription = /** @type {((inputs: Cart_Terms_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_subscription(inputs)
	return __en.cart_terms_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Cart_Terms_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_terms_rental = /** @type {((inputs?: Cart_Terms_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Terms_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_terms_rental(inputs)
	return __en.cart_terms_rental(inputs)
});
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Cart_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_summary_title = /** @type {((inputs?: Cart_Summary_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Summary_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_summary_title(inputs)
	return __en.cart_summary_title(inputs)
});
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Cart_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_due_today = /** @type {((inputs?: Cart_Due_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Due_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_due_today(inputs)
	return __en.cart_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Then monthly" |
*
* @param {Cart_Then_MonthlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_then_monthly = /** @type {((inputs?: Cart_Then_MonthlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Then_MonthlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_then_monthly(inputs)
	return __en.cart_then_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Purchases" |
*
* @param {Cart_Row_PurchasesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_purchases = /** @type {((inputs?: Cart_Row_PurchasesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PurchasesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_purchases(inputs)
	return __en.cart_row_purchases(inputs)
});
/**
* | output |
* | --- |
* | "First month of monthly items" |
*
* @param {Cart_Row_First_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_first_month = /** @type {((inputs?: Cart_Row_First_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_First_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_first_month(inputs)
	return __en.cart_row_first_month(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Cart_Row_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_pickup = /** @type {((inputs?: Cart_Row_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_pickup(inputs)
	return __en.cart_row_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Cart_Row_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_free = /** @type {((inputs?: Cart_Row_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_free(inputs)
	return __en.cart_row_free(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Cart_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_delivery = /** @type {((inputs?: Cart_Row_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_delivery(inputs)
	return __en.cart_row_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Cart_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_assembly = /** @type {((inputs?: Cart_Row_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_assembly(inputs)
	return __en.cart_row_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Cart_Row_Account_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_account_credit = /** @type {((inputs?: Cart_Row_Account_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Account_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_account_credit(inputs)
	return __en.cart_row_account_credit(inputs)
});
/**
* | output |
* | --- |
* | "Total due today" |
*
* @param {Cart_Row_Total_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_total_today = /** @type {((inputs?: Cart_Row_Total_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Total_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_total_today(inputs)
	return __en.cart_row_total_today(inputs)
});
/**
* | output |
* | --- |
* | "Monthly items" |
*
* @param {Cart_Row_Monthly_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_monthly_items = /** @type {((inputs?: Cart_Row_Monthly_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Monthly_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_monthly_items(inputs)
	return __en.cart_row_monthly_items(inputs)
});
/**
* | output |
* | --- |
* | "Each month" |
*
* @param {Cart_Row_Each_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_row_each_month = /** @type {((inputs?: Cart_Row_Each_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Row_Each_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_row_each_month(inputs)
	return __en.cart_row_each_month(inputs)
});
/**
* | output |
* | --- |
* | "GST" |
*
* @param {Cart_Tax_GstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_gst = /** @type {((inputs?: Cart_Tax_GstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_GstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_gst(inputs)
	return __en.cart_tax_gst(inputs)
});
/**
* | output |
* | --- |
* | "HST" |
*
* @param {Cart_Tax_HstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_hst = /** @type {((inputs?: Cart_Tax_HstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_HstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_hst(inputs)
	return __en.cart_tax_hst(inputs)
});
/**
* | output |
* | --- |
* | "QST" |
*
* @param {Cart_Tax_QstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_qst = /** @type {((inputs?: Cart_Tax_QstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_QstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_qst(inputs)
	return __en.cart_tax_qst(inputs)
});
/**
* | output |
* | --- |
* | "PST" |
*
* @param {Cart_Tax_PstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_pst = /** @type {((inputs?: Cart_Tax_PstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_PstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_pst(inputs)
	return __en.cart_tax_pst(inputs)
});
/**
* | output |
* | --- |
* | "RST" |
*
* @param {Cart_Tax_RstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rst = /** @type {((inputs?: Cart_Tax_RstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rst(inputs)
	return __en.cart_tax_rst(inputs)
});
/**
* | output |
* | --- |
* | "{tax} {percent}%" |
*
* @param {Cart_Tax_RateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_tax_rate = /** @type {((inputs: Cart_Tax_RateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Tax_RateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_tax_rate(inputs)
	return __en.cart_tax_rate(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout." |
*
* @param {Cart_Pickup_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_pickup_note = /** @type {((inputs: Cart_Pickup_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Pickup_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_pickup_note(inputs)
	return __en.cart_pickup_note(inputs)
});
/**
* | output |
* | --- |
* | "Estimated delivery: {from} to {to}" |
*
* @param {Cart_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_estimated_delivery = /** @type {((inputs: Cart_Estimated_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Estimated_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_estimated_delivery(inputs)
	return __en.cart_estimated_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Final sale items" |
*
* @param {Cart_Final_Sale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_title = /** @type {((inputs?: Cart_Final_Sale_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_title(inputs)
	return __en.cart_final_sale_title(inputs)
});
/**
* | output |
* | --- |
* | "Some items are final sale: they cannot be returned or exchanged." |
*
* @param {Cart_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_final_sale_text = /** @type {((inputs?: Cart_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_final_sale_text(inputs)
	return __en.cart_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "{name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at th..." |
*
* @param {Cart_Sale_Notice_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_one = /** @type {((inputs: Cart_Sale_Notice_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_one(inputs)
	return __en.cart_sale_notice_one(inputs)
});
/**
* | output |
* | --- |
* | "{names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase ..." |
*
* @param {Cart_Sale_Notice_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_other = /** @type {((inputs: Cart_Sale_Notice_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_other(inputs)
	return __en.cart_sale_notice_other(inputs)
});
/**
* | output |
* | --- |
* | "An item" |
*
* @param {Cart_Sale_Notice_An_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_sale_notice_an_item = /** @type {((inputs?: Cart_Sale_Notice_An_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Sale_Notice_An_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_sale_notice_an_item(inputs)
	return __en.cart_sale_notice_an_item(inputs)
});
/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Cart_List_AndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_list_and = /** @type {((inputs: Cart_List_AndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_List_AndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_list_and(inputs)
	return __en.cart_list_and(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Cart_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_title = /** @type {((inputs?: Cart_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_title(inputs)
	return __en.cart_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Cart_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_network = /** @type {((inputs?: Cart_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_network(inputs)
	return __en.cart_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Cart_Error_GeneralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_error_general = /** @type {((inputs?: Cart_Error_GeneralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Error_GeneralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_error_general(inputs)
	return __en.cart_error_general(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Cart_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_try_again = /** @type {((inputs?: Cart_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_try_again(inputs)
	return __en.cart_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Cart_Home_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_home_page = /** @type {((inputs?: Cart_Home_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Home_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_home_page(inputs)
	return __en.cart_home_page(inputs)
});
/**
* | output |
* | --- |
* | "Priced for our {place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed." |
*
* @param {Cart_City_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_city_fixed = /** @type {((inputs: Cart_City_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_City_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_city_fixed(inputs)
	return __en.cart_city_fixed(inputs)
});
/**
* | output |
* | --- |
* | "Your city" |
*
* @param {Cart_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city = /** @type {((inputs?: Cart_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city(inputs)
	return __en.cart_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Prices, availability, delivery fees and taxes are those of this city." |
*
* @param {Cart_Your_City_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_your_city_hint = /** @type {((inputs?: Cart_Your_City_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Your_City_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_your_city_hint(inputs)
	return __en.cart_your_city_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose your location" |
*
* @param {Cart_Choose_LocationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_choose_location = /** @type {((inputs?: Cart_Choose_LocationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Choose_LocationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_choose_location(inputs)
	return __en.cart_choose_location(inputs)
});
/**
* | output |
* | --- |
* | "Select City" |
*
* @param {Cart_Select_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_select_city = /** @type {((inputs?: Cart_Select_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Select_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_select_city(inputs)
	return __en.cart_select_city(inputs)
});
/**
* | output |
* | --- |
* | "Loading cities…" |
*
* @param {Cart_Loading_CitiesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_loading_cities = /** @type {((inputs?: Cart_Loading_CitiesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Loading_CitiesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_loading_cities(inputs)
	return __en.cart_loading_cities(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the list of cities." |
*
* @param {Cart_Cities_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_cities_failed = /** @type {((inputs?: Cart_Cities_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Cities_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_cities_failed(inputs)
	return __en.cart_cities_failed(inputs)
});
/**
* | output |
* | --- |
* | "Packages" |
*
* @param {Cart_PackagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages = /** @type {((inputs?: Cart_PackagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_PackagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages(inputs)
	return __en.cart_packages(inputs)
});
/**
* | output |
* | --- |
* | "Pieces of the {name}" |
*
* @param {Cart_Package_PicturesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pictures = /** @type {((inputs: Cart_Package_PicturesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_PicturesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pictures(inputs)
	return __en.cart_package_pictures(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In this package: {count} piece" |
* | "other" | "In this package: {count} pieces" |
*
* @param {Cart_Package_Pieces_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_pieces_heading = /** @type {((inputs: Cart_Package_Pieces_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Pieces_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_pieces_heading(inputs)
	return __en.cart_package_pieces_heading(inputs)
});
/**
* | output |
* | --- |
* | "Items in the package" |
*
* @param {Cart_Package_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_lines_label = /** @type {((inputs?: Cart_Package_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_lines_label(inputs)
	return __en.cart_package_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "One piece is no longer sold and is left out." |
*
* @param {Cart_Package_Missing_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_one = /** @type {((inputs?: Cart_Package_Missing_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_one(inputs)
	return __en.cart_package_missing_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} pieces are no longer sold and are left out." |
*
* @param {Cart_Package_Missing_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_missing_other = /** @type {((inputs: Cart_Package_Missing_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Missing_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_missing_other(inputs)
	return __en.cart_package_missing_other(inputs)
});
/**
* | output |
* | --- |
* | "We could not price this package" |
*
* @param {Cart_Quote_Failed_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_package = /** @type {((inputs?: Cart_Quote_Failed_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_package(inputs)
	return __en.cart_quote_failed_package(inputs)
});
/**
* | output |
* | --- |
* | "Add package to cart" |
*
* @param {Cart_Add_PackageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_package = /** @type {((inputs?: Cart_Add_PackageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_PackageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_package(inputs)
	return __en.cart_add_package(inputs)
});
/**
* | output |
* | --- |
* | "Rooms we put together for you: pieces that go together, added to your cart in one step." |
*
* @param {Cart_Packages_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_intro = /** @type {((inputs?: Cart_Packages_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_intro(inputs)
	return __en.cart_packages_intro(inputs)
});
/**
* | output |
* | --- |
* | "No packages right now" |
*
* @param {Cart_Packages_None_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_title = /** @type {((inputs?: Cart_Packages_None_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_title(inputs)
	return __en.cart_packages_none_title(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon, or shop piece by piece." |
*
* @param {Cart_Packages_None_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_none_text = /** @type {((inputs?: Cart_Packages_None_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_None_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_none_text(inputs)
	return __en.cart_packages_none_text(inputs)
});
/**
* | output |
* | --- |
* | "All packages" |
*
* @param {Cart_Packages_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_packages_all = /** @type {((inputs?: Cart_Packages_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Packages_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_packages_all(inputs)
	return __en.cart_packages_all(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pieces · {description}" |
* | "other" | "{count} pieces · {description}" |
*
* @param {Cart_Package_Tile_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_package_tile_note = /** @type {((inputs: Cart_Package_Tile_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Package_Tile_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_package_tile_note(inputs)
	return __en.cart_package_tile_note(inputs)
});
/**
* | output |
* | --- |
* | "Share your cart" |
*
* @param {Cart_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_title = /** @type {((inputs?: Cart_Share_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_title(inputs)
	return __en.cart_share_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to before you share your cart." |
*
* @param {Cart_Share_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_city_reason = /** @type {((inputs?: Cart_Share_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_city_reason(inputs)
	return __en.cart_share_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "Add furniture to your cart, then come back to share it." |
*
* @param {Cart_Share_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_empty_text = /** @type {((inputs?: Cart_Share_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_empty_text(inputs)
	return __en.cart_share_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever open..." |
*
* @param {Cart_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_intro = /** @type {((inputs?: Cart_Share_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_intro(inputs)
	return __en.cart_share_intro(inputs)
});
/**
* | output |
* | --- |
* | "Items in the cart you are sharing" |
*
* @param {Cart_Share_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_lines_label = /** @type {((inputs?: Cart_Share_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_lines_label(inputs)
	return __en.cart_share_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "Link to your cart" |
*
* @param {Cart_Share_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_label = /** @type {((inputs?: Cart_Share_Link_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_label(inputs)
	return __en.cart_share_link_label(inputs)
});
/**
* | output |
* | --- |
* | "Anyone with this link can see these items until {date}." |
*
* @param {Cart_Share_Link_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_link_hint = /** @type {((inputs: Cart_Share_Link_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Link_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_link_hint(inputs)
	return __en.cart_share_link_hint(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Cart_Share_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy = /** @type {((inputs?: Cart_Share_CopyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy(inputs)
	return __en.cart_share_copy(inputs)
});
/**
* | output |
* | --- |
* | "Open the link" |
*
* @param {Cart_Share_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_open = /** @type {((inputs?: Cart_Share_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_open(inputs)
	return __en.cart_share_open(inputs)
});
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Cart_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copied = /** @type {((inputs?: Cart_Share_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copied(inputs)
	return __en.cart_share_copied(inputs)
});
/**
* | output |
* | --- |
* | "Your browser would not copy it: the link is selected, copy it from there." |
*
* @param {Cart_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_copy_failed = /** @type {((inputs?: Cart_Share_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_copy_failed(inputs)
	return __en.cart_share_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "The link was not made" |
*
* @param {Cart_Share_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed_title = /** @type {((inputs?: Cart_Share_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed_title(inputs)
	return __en.cart_share_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry: the link could not be made. Please try again in a moment." |
*
* @param {Cart_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_failed = /** @type {((inputs?: Cart_Share_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_failed(inputs)
	return __en.cart_share_failed(inputs)
});
/**
* | output |
* | --- |
* | "Create link" |
*
* @param {Cart_Share_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_share_create = /** @type {((inputs?: Cart_Share_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Share_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_share_create(inputs)
	return __en.cart_share_create(inputs)
});
/**
* | output |
* | --- |
* | "Back to your cart" |
*
* @param {Cart_Back_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_back_to_cart = /** @type {((inputs?: Cart_Back_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Back_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_back_to_cart(inputs)
	return __en.cart_back_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart" |
*
* @param {Cart_Shared_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_title = /** @type {((inputs?: Cart_Shared_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_title(inputs)
	return __en.cart_shared_title(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart not found" |
*
* @param {Cart_Shared_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_not_found_title = /** @type {((inputs?: Cart_Shared_Not_Found_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Not_Found_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_not_found_title(inputs)
	return __en.cart_shared_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "This shared cart link has expired or does not exist" |
*
* @param {Cart_Shared_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired = /** @type {((inputs?: Cart_Shared_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired(inputs)
	return __en.cart_shared_expired(inputs)
});
/**
* | output |
* | --- |
* | "Go to your cart" |
*
* @param {Cart_Go_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_go_to_cart = /** @type {((inputs?: Cart_Go_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Go_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_go_to_cart(inputs)
	return __en.cart_go_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue." |
*
* @param {Cart_Shared_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_expired_text = /** @type {((inputs?: Cart_Shared_Expired_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Expired_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_expired_text(inputs)
	return __en.cart_shared_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared this item with you. Add it to your cart to order, or to keep shopping with it." |
*
* @param {Cart_Shared_With_You_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_one = /** @type {((inputs?: Cart_Shared_With_You_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_one(inputs)
	return __en.cart_shared_with_you_one(inputs)
});
/**
* | output |
* | --- |
* | "Someone shared these {count} items with you. Add them to your cart to order, or to keep shopping with them." |
*
* @param {Cart_Shared_With_You_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_with_you_other = /** @type {((inputs: Cart_Shared_With_You_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_With_You_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_with_you_other(inputs)
	return __en.cart_shared_with_you_other(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your cart now holds the {count} item of the shared cart." |
* | "other" | "Your cart now holds the {count} items of the shared cart." |
*
* @param {Cart_Shared_Loaded_ReplaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_replace = /** @type {((inputs: Cart_Shared_Loaded_ReplaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_ReplaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_replace(inputs)
	return __en.cart_shared_loaded_replace(inputs)
});
/**
* | output |
* | --- |
* | "Added the shared items to your cart: {added} new, {increased} already there (quantity raised)." |
*
* @param {Cart_Shared_Loaded_IncreasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_increased = /** @type {((inputs: Cart_Shared_Loaded_IncreasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_IncreasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_increased(inputs)
	return __en.cart_shared_loaded_increased(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Added {count} shared line to your cart." |
* | "other" | "Added {count} shared lines to your cart." |
*
* @param {Cart_Shared_Loaded_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_loaded_added = /** @type {((inputs: Cart_Shared_Loaded_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Loaded_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_loaded_added(inputs)
	return __en.cart_shared_loaded_added(inputs)
});
/**
* | output |
* | --- |
* | "Quantities are held at 20 per item." |
*
* @param {Cart_Shared_CappedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_capped = /** @type {((inputs?: Cart_Shared_CappedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_CappedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_capped(inputs)
	return __en.cart_shared_capped(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left out: a cart holds at most 50 different items." |
* | "other" | "{count} left out: a cart holds at most 50 different items." |
*
* @param {Cart_Shared_SkippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_skipped = /** @type {((inputs: Cart_Shared_SkippedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_SkippedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_skipped(inputs)
	return __en.cart_shared_skipped(inputs)
});
/**
* | output |
* | --- |
* | "There was an error adding this to your cart. Please try again or contact support." |
*
* @param {Cart_Shared_Add_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_add_error = /** @type {((inputs?: Cart_Shared_Add_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Add_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_add_error(inputs)
	return __en.cart_shared_add_error(inputs)
});
/**
* | output |
* | --- |
* | "Choose the city we deliver to, so we can show this cart's prices for you." |
*
* @param {Cart_Shared_City_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_city_reason = /** @type {((inputs?: Cart_Shared_City_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_City_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_city_reason(inputs)
	return __en.cart_shared_city_reason(inputs)
});
/**
* | output |
* | --- |
* | "One item is no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_one = /** @type {((inputs?: Cart_Shared_Unavailable_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_one(inputs)
	return __en.cart_shared_unavailable_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} items are no longer sold and will not be added." |
*
* @param {Cart_Shared_Unavailable_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_unavailable_other = /** @type {((inputs: Cart_Shared_Unavailable_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Unavailable_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_unavailable_other(inputs)
	return __en.cart_shared_unavailable_other(inputs)
});
/**
* | output |
* | --- |
* | "Items in the shared cart" |
*
* @param {Cart_Shared_Lines_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_lines_label = /** @type {((inputs?: Cart_Shared_Lines_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Lines_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_lines_label(inputs)
	return __en.cart_shared_lines_label(inputs)
});
/**
* | output |
* | --- |
* | "We could not price these items" |
*
* @param {Cart_Quote_Failed_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_quote_failed_items = /** @type {((inputs?: Cart_Quote_Failed_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quote_Failed_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_quote_failed_items(inputs)
	return __en.cart_quote_failed_items(inputs)
});
/**
* | output |
* | --- |
* | "None of these items are sold any more." |
*
* @param {Cart_Shared_None_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_none_sold = /** @type {((inputs?: Cart_Shared_None_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_None_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_none_sold(inputs)
	return __en.cart_shared_none_sold(inputs)
});
/**
* | output |
* | --- |
* | "Add to my cart" |
*
* @param {Cart_Add_To_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_add_to_my_cart = /** @type {((inputs?: Cart_Add_To_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Add_To_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_add_to_my_cart(inputs)
	return __en.cart_add_to_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has an item. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_one = /** @type {((inputs?: Cart_Shared_Own_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_one(inputs)
	return __en.cart_shared_own_one(inputs)
});
/**
* | output |
* | --- |
* | "Your cart already has {count} items. Add these to it, or replace it with them?" |
*
* @param {Cart_Shared_Own_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_shared_own_other = /** @type {((inputs: Cart_Shared_Own_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shared_Own_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_shared_own_other(inputs)
	return __en.cart_shared_own_other(inputs)
});
/**
* | output |
* | --- |
* | "Replace my cart" |
*
* @param {Cart_Replace_My_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_replace_my_cart = /** @type {((inputs?: Cart_Replace_My_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Replace_My_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_replace_my_cart(inputs)
	return __en.cart_replace_my_cart(inputs)
});
/**
* | output |
* | --- |
* | "No longer sold: it will not be added." |
*
* @param {Cart_Snapshot_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_snapshot_no_longer_sold = /** @type {((inputs?: Cart_Snapshot_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Snapshot_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_snapshot_no_longer_sold(inputs)
	return __en.cart_snapshot_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "Price for your city" |
*
* @param {Cart_Price_For_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_price_for_city = /** @type {((inputs?: Cart_Price_For_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Price_For_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_price_for_city(inputs)
	return __en.cart_price_for_city(inputs)
});
/**
* | output |
* | --- |
* | "{name} added to your cart." |
*
* @param {Cart_Added_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added_named = /** @type {((inputs: Cart_Added_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Added_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added_named(inputs)
	return __en.cart_added_named(inputs)
});
/**
* | output |
* | --- |
* | "Added to your cart." |
*
* @param {Cart_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_added = /** @type {((inputs?: Cart_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_added(inputs)
	return __en.cart_added(inputs)
});
/**
* | output |
* | --- |
* | "Pickup only, at Pivot warehouse, {address}. Every day, 10 am to 5 pm (Toronto time)." |
*
* @param {Cart_Product_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cart_product_pickup = /** @type {((inputs: Cart_Product_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Product_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.cart_product_pickup(inputs)
	return __en.cart_product_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Catalog_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home = /** @type {((inputs?: Catalog_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home(inputs)
	return __en.catalog_home(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Catalog_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_try_again = /** @type {((inputs?: Catalog_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_try_again(inputs)
	return __en.catalog_try_again(inputs)
});
/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Catalog_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_go_home = /** @type {((inputs?: Catalog_Go_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Go_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_go_home(inputs)
	return __en.catalog_go_home(inputs)
});
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Catalog_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_back_home = /** @type {((inputs?: Catalog_Back_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Back_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_back_home(inputs)
	return __en.catalog_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Choose one" |
*
* @param {Catalog_Choose_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_choose_one = /** @type {((inputs?: Catalog_Choose_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Choose_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_choose_one(inputs)
	return __en.catalog_choose_one(inputs)
});
/**
* | output |
* | --- |
* | "This page didn't load" |
*
* @param {Catalog_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_title = /** @type {((inputs?: Catalog_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_title(inputs)
	return __en.catalog_error_title(inputs)
});
/**
* | output |
* | --- |
* | "We could not reach the store. Check your connection, then try again." |
*
* @param {Catalog_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_network = /** @type {((inputs?: Catalog_Error_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_network(inputs)
	return __en.catalog_error_network(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the trouble. Please try again in a moment." |
*
* @param {Catalog_Error_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_generic = /** @type {((inputs?: Catalog_Error_GenericInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_GenericInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_generic(inputs)
	return __en.catalog_error_generic(inputs)
});
/**
* | output |
* | --- |
* | "This category is no longer available" |
*
* @param {Catalog_Category_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_gone = /** @type {((inputs?: Catalog_Category_GoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_GoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_gone(inputs)
	return __en.catalog_category_gone(inputs)
});
/**
* | output |
* | --- |
* | "{name}, page {page}" |
*
* @param {Catalog_Category_Title_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_title_page = /** @type {((inputs: Catalog_Category_Title_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Title_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_title_page(inputs)
	return __en.catalog_category_title_page(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}." |
*
* @param {Catalog_Category_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_description = /** @type {((inputs: Catalog_Category_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_description(inputs)
	return __en.catalog_category_description(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} by type" |
*
* @param {Catalog_Category_By_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_by_type = /** @type {((inputs: Catalog_Category_By_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_By_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_by_type(inputs)
	return __en.catalog_category_by_type(inputs)
});
/**
* | output |
* | --- |
* | "{name} products" |
*
* @param {Catalog_Category_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_products = /** @type {((inputs: Catalog_Category_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_products(inputs)
	return __en.catalog_category_products(inputs)
});
/**
* | output |
* | --- |
* | "There are no {name} here right now" |
*
* @param {Catalog_Category_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_title = /** @type {((inputs: Catalog_Category_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_title(inputs)
	return __en.catalog_category_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "See all {name}" |
*
* @param {Catalog_Category_See_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_see_all = /** @type {((inputs: Catalog_Category_See_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_See_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_see_all(inputs)
	return __en.catalog_category_see_all(inputs)
});
/**
* | output |
* | --- |
* | "New pieces arrive every week. Check back soon, or try a nearby category." |
*
* @param {Catalog_Category_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_category_empty_text = /** @type {((inputs?: Catalog_Category_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Category_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_category_empty_text(inputs)
	return __en.catalog_category_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "{site}: furniture for every Canadian home" |
*
* @param {Catalog_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_title = /** @type {((inputs: Catalog_Home_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_title(inputs)
	return __en.catalog_home_title(inputs)
});
/**
* | output |
* | --- |
* | "Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities." |
*
* @param {Catalog_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_description = /** @type {((inputs?: Catalog_Home_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_description(inputs)
	return __en.catalog_home_description(inputs)
});
/**
* | output |
* | --- |
* | "Proudly made in Canada" |
*
* @param {Catalog_Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_eyebrow = /** @type {((inputs?: Catalog_Home_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_eyebrow(inputs)
	return __en.catalog_home_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Furniture for every Canadian home" |
*
* @param {Catalog_Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_title = /** @type {((inputs?: Catalog_Home_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_title(inputs)
	return __en.catalog_home_hero_title(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's." |
*
* @param {Catalog_Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_lead = /** @type {((inputs?: Catalog_Home_Hero_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_lead(inputs)
	return __en.catalog_home_hero_lead(inputs)
});
/**
* | output |
* | --- |
* | "{name} in a furnished room" |
*
* @param {Catalog_Home_Hero_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_hero_alt = /** @type {((inputs: Catalog_Home_Hero_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Hero_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_hero_alt(inputs)
	return __en.catalog_home_hero_alt(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name}" |
*
* @param {Catalog_Shop_CategoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_category = /** @type {((inputs: Catalog_Shop_CategoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_CategoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_category(inputs)
	return __en.catalog_shop_category(inputs)
});
/**
* | output |
* | --- |
* | "Order free swatches" |
*
* @param {Catalog_Order_Free_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_order_free_swatches = /** @type {((inputs?: Catalog_Order_Free_SwatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Order_Free_SwatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_order_free_swatches(inputs)
	return __en.catalog_order_free_swatches(inputs)
});
/**
* | output |
* | --- |
* | "Featured furniture" |
*
* @param {Catalog_Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_featured = /** @type {((inputs?: Catalog_Home_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_featured(inputs)
	return __en.catalog_home_featured(inputs)
});
/**
* | output |
* | --- |
* | "Shop by room" |
*
* @param {Catalog_Shop_By_RoomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_shop_by_room = /** @type {((inputs?: Catalog_Shop_By_RoomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Shop_By_RoomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_shop_by_room(inputs)
	return __en.catalog_shop_by_room(inputs)
});
/**
* | output |
* | --- |
* | "Real homes, real Canadians" |
*
* @param {Catalog_Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery = /** @type {((inputs?: Catalog_Home_GalleryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_GalleryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery(inputs)
	return __en.catalog_home_gallery(inputs)
});
/**
* | output |
* | --- |
* | "Our furniture at home across the country. #LivePivot" |
*
* @param {Catalog_Home_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_gallery_text = /** @type {((inputs?: Catalog_Home_Gallery_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Gallery_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_gallery_text(inputs)
	return __en.catalog_home_gallery_text(inputs)
});
/**
* | output |
* | --- |
* | "A customer’s room" |
*
* @param {Catalog_Home_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_home_photo_alt = /** @type {((inputs?: Catalog_Home_Photo_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Home_Photo_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_home_photo_alt(inputs)
	return __en.catalog_home_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "your city" |
*
* @param {Catalog_Your_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_your_city = /** @type {((inputs?: Catalog_Your_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Your_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_your_city(inputs)
	return __en.catalog_your_city(inputs)
});
/**
* | output |
* | --- |
* | "Final sale" |
*
* @param {Catalog_Final_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale = /** @type {((inputs?: Catalog_Final_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale(inputs)
	return __en.catalog_final_sale(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Catalog_Way_To_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_way_to_pay_label = /** @type {((inputs?: Catalog_Way_To_Pay_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Way_To_Pay_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_way_to_pay_label(inputs)
	return __en.catalog_way_to_pay_label(inputs)
});
/**
* | output |
* | --- |
* | "This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped." |
*
* @param {Catalog_Final_Sale_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_final_sale_text = /** @type {((inputs?: Catalog_Final_Sale_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Final_Sale_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_final_sale_text(inputs)
	return __en.catalog_final_sale_text(inputs)
});
/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Catalog_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_add_to_cart = /** @type {((inputs?: Catalog_Add_To_CartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Add_To_CartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_add_to_cart(inputs)
	return __en.catalog_add_to_cart(inputs)
});
/**
* | output |
* | --- |
* | ", {term}-month minimum" |
*
* @param {Catalog_Price_Term_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_term_minimum = /** @type {((inputs: Catalog_Price_Term_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Term_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_term_minimum(inputs)
	return __en.catalog_price_term_minimum(inputs)
});
/**
* | output |
* | --- |
* | "· or" |
*
* @param {Catalog_Price_OrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or = /** @type {((inputs?: Catalog_Price_OrInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OrInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or(inputs)
	return __en.catalog_price_or(inputs)
});
/**
* | output |
* | --- |
* | "outright" |
*
* @param {Catalog_Price_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_outright = /** @type {((inputs?: Catalog_Price_OutrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_OutrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_outright(inputs)
	return __en.catalog_price_outright(inputs)
});
/**
* | output |
* | --- |
* | "or from" |
*
* @param {Catalog_Price_Or_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_or_from = /** @type {((inputs?: Catalog_Price_Or_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_Or_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_or_from(inputs)
	return __en.catalog_price_or_from(inputs)
});
/**
* | output |
* | --- |
* | "with {way}" |
*
* @param {Catalog_Price_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_price_with = /** @type {((inputs: Catalog_Price_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Price_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_price_with(inputs)
	return __en.catalog_price_with(inputs)
});
/**
* | output |
* | --- |
* | "Assembly not offered" |
*
* @param {Catalog_Assembly_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_not_offered = /** @type {((inputs?: Catalog_Assembly_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_not_offered(inputs)
	return __en.catalog_assembly_not_offered(inputs)
});
/**
* | output |
* | --- |
* | ": arrives ready to put together with the tools included." |
*
* @param {Catalog_Assembly_KitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_kit = /** @type {((inputs?: Catalog_Assembly_KitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_KitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_kit(inputs)
	return __en.catalog_assembly_kit(inputs)
});
/**
* | output |
* | --- |
* | "Assembly by our delivery crew:" |
*
* @param {Catalog_Assembly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_fee = /** @type {((inputs?: Catalog_Assembly_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_fee(inputs)
	return __en.catalog_assembly_fee(inputs)
});
/**
* | output |
* | --- |
* | "Free assembly by our delivery crew" |
*
* @param {Catalog_Assembly_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_assembly_free = /** @type {((inputs?: Catalog_Assembly_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Assembly_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_assembly_free(inputs)
	return __en.catalog_assembly_free(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Catalog_Facts_OverviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_overview = /** @type {((inputs?: Catalog_Facts_OverviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_OverviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_overview(inputs)
	return __en.catalog_facts_overview(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Catalog_Facts_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_details = /** @type {((inputs?: Catalog_Facts_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_details(inputs)
	return __en.catalog_facts_details(inputs)
});
/**
* | output |
* | --- |
* | "Materials" |
*
* @param {Catalog_Facts_MaterialsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_materials = /** @type {((inputs?: Catalog_Facts_MaterialsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_MaterialsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_materials(inputs)
	return __en.catalog_facts_materials(inputs)
});
/**
* | output |
* | --- |
* | "Care" |
*
* @param {Catalog_Facts_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_care = /** @type {((inputs?: Catalog_Facts_CareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_CareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_care(inputs)
	return __en.catalog_facts_care(inputs)
});
/**
* | output |
* | --- |
* | "About the {name}" |
*
* @param {Catalog_Facts_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_facts_about = /** @type {((inputs: Catalog_Facts_AboutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Facts_AboutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_facts_about(inputs)
	return __en.catalog_facts_about(inputs)
});
/**
* | output |
* | --- |
* | "Dimensions" |
*
* @param {Catalog_DimensionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimensions = /** @type {((inputs?: Catalog_DimensionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_DimensionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimensions(inputs)
	return __en.catalog_dimensions(inputs)
});
/**
* | output |
* | --- |
* | "{name}, front view with measurements" |
*
* @param {Catalog_Drawing_Front_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_front_alt = /** @type {((inputs: Catalog_Drawing_Front_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Front_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_front_alt(inputs)
	return __en.catalog_drawing_front_alt(inputs)
});
/**
* | output |
* | --- |
* | "{name}, side view with measurements" |
*
* @param {Catalog_Drawing_Side_AltInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_drawing_side_alt = /** @type {((inputs: Catalog_Drawing_Side_AltInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Drawing_Side_AltInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_drawing_side_alt(inputs)
	return __en.catalog_drawing_side_alt(inputs)
});
/**
* | output |
* | --- |
* | "Measurements" |
*
* @param {Catalog_MeasurementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measurements = /** @type {((inputs?: Catalog_MeasurementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasurementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measurements(inputs)
	return __en.catalog_measurements(inputs)
});
/**
* | output |
* | --- |
* | "Measure" |
*
* @param {Catalog_MeasureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_measure = /** @type {((inputs?: Catalog_MeasureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MeasureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_measure(inputs)
	return __en.catalog_measure(inputs)
});
/**
* | output |
* | --- |
* | "Metric" |
*
* @param {Catalog_MetricInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_metric = /** @type {((inputs?: Catalog_MetricInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_MetricInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_metric(inputs)
	return __en.catalog_metric(inputs)
});
/**
* | output |
* | --- |
* | "Imperial" |
*
* @param {Catalog_ImperialInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_imperial = /** @type {((inputs?: Catalog_ImperialInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ImperialInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_imperial(inputs)
	return __en.catalog_imperial(inputs)
});
/**
* | output |
* | --- |
* | "You may also like" |
*
* @param {Catalog_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_suggestions = /** @type {((inputs?: Catalog_SuggestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SuggestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_suggestions(inputs)
	return __en.catalog_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Catalog_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_from = /** @type {((inputs?: Catalog_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_from(inputs)
	return __en.catalog_from(inputs)
});
/**
* | output |
* | --- |
* | "Sorry - {name} is currently not available in your location." |
*
* @param {Catalog_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_title = /** @type {((inputs: Catalog_Unavailable_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_title(inputs)
	return __en.catalog_unavailable_title(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not available here" |
*
* @param {Catalog_Unavailable_HeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_head = /** @type {((inputs: Catalog_Unavailable_HeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_HeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_head(inputs)
	return __en.catalog_unavailable_head(inputs)
});
/**
* | output |
* | --- |
* | "See other {name}" |
*
* @param {Catalog_Unavailable_See_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_see_other = /** @type {((inputs: Catalog_Unavailable_See_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_See_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_see_other(inputs)
	return __en.catalog_unavailable_see_other(inputs)
});
/**
* | output |
* | --- |
* | "Stock differs from city to city. Choose another city, or browse what we can deliver to you." |
*
* @param {Catalog_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unavailable_text = /** @type {((inputs?: Catalog_Unavailable_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unavailable_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unavailable_text(inputs)
	return __en.catalog_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Catalog_Listing_ColourInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_colour = /** @type {((inputs?: Catalog_Listing_ColourInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ColourInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_colour(inputs)
	return __en.catalog_listing_colour(inputs)
});
/**
* | output |
* | --- |
* | "No products" |
*
* @param {Catalog_Listing_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_none = /** @type {((inputs?: Catalog_Listing_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_none(inputs)
	return __en.catalog_listing_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product" |
* | "other" | "{count} products" |
*
* @param {Catalog_Listing_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_count = /** @type {((inputs: Catalog_Listing_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_count(inputs)
	return __en.catalog_listing_count(inputs)
});
/**
* | output |
* | --- |
* | "Showing {first}-{last} of {total} products" |
*
* @param {Catalog_Listing_ShowingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_showing = /** @type {((inputs: Catalog_Listing_ShowingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ShowingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_showing(inputs)
	return __en.catalog_listing_showing(inputs)
});
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Catalog_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_clear_filters = /** @type {((inputs?: Catalog_Clear_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Clear_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_clear_filters(inputs)
	return __en.catalog_clear_filters(inputs)
});
/**
* | output |
* | --- |
* | "Bestsellers only" |
*
* @param {Catalog_Bestsellers_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_bestsellers_only = /** @type {((inputs?: Catalog_Bestsellers_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Bestsellers_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_bestsellers_only(inputs)
	return __en.catalog_bestsellers_only(inputs)
});
/**
* | output |
* | --- |
* | "This page is past the end of the list" |
*
* @param {Catalog_Listing_Past_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_past_end = /** @type {((inputs?: Catalog_Listing_Past_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Past_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_past_end(inputs)
	return __en.catalog_listing_past_end(inputs)
});
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Catalog_Listing_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_first_page = /** @type {((inputs?: Catalog_Listing_First_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_First_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_first_page(inputs)
	return __en.catalog_listing_first_page(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {count} page of products here." |
* | "other" | "There are {count} pages of products here." |
*
* @param {Catalog_Listing_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_page_count = /** @type {((inputs: Catalog_Listing_Page_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_Page_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_page_count(inputs)
	return __en.catalog_listing_page_count(inputs)
});
/**
* | output |
* | --- |
* | "No products match these filters" |
*
* @param {Catalog_Listing_No_MatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match = /** @type {((inputs?: Catalog_Listing_No_MatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_MatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match(inputs)
	return __en.catalog_listing_no_match(inputs)
});
/**
* | output |
* | --- |
* | "Try fewer colours, or clear the filters to see everything here." |
*
* @param {Catalog_Listing_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_no_match_text = /** @type {((inputs?: Catalog_Listing_No_Match_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_No_Match_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_no_match_text(inputs)
	return __en.catalog_listing_no_match_text(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Catalog_Listing_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_listing_products = /** @type {((inputs?: Catalog_Listing_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Listing_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_listing_products(inputs)
	return __en.catalog_listing_products(inputs)
});
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Catalog_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_by = /** @type {((inputs?: Catalog_Sort_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_by(inputs)
	return __en.catalog_sort_by(inputs)
});
/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Catalog_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_featured = /** @type {((inputs?: Catalog_Sort_FeaturedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_FeaturedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_featured(inputs)
	return __en.catalog_sort_featured(inputs)
});
/**
* | output |
* | --- |
* | "Price: low to high" |
*
* @param {Catalog_Sort_Price_AscInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_asc = /** @type {((inputs?: Catalog_Sort_Price_AscInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_AscInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_asc(inputs)
	return __en.catalog_sort_price_asc(inputs)
});
/**
* | output |
* | --- |
* | "Price: high to low" |
*
* @param {Catalog_Sort_Price_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_price_desc = /** @type {((inputs?: Catalog_Sort_Price_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_Price_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_price_desc(inputs)
	return __en.catalog_sort_price_desc(inputs)
});
/**
* | output |
* | --- |
* | "Name: A to Z" |
*
* @param {Catalog_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_sort_name = /** @type {((inputs?: Catalog_Sort_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Sort_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_sort_name(inputs)
	return __en.catalog_sort_name(inputs)
});
/**
* | output |
* | --- |
* | "Not here" |
*
* @param {Catalog_Option_Not_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_not_here = /** @type {((inputs?: Catalog_Option_Not_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Not_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_not_here(inputs)
	return __en.catalog_option_not_here(inputs)
});
/**
* | output |
* | --- |
* | "{name}, not available in your city" |
*
* @param {Catalog_Option_Unavailable_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable_label = /** @type {((inputs: Catalog_Option_Unavailable_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_Unavailable_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable_label(inputs)
	return __en.catalog_option_unavailable_label(inputs)
});
/**
* | output |
* | --- |
* | "{name} (not available in your city)" |
*
* @param {Catalog_Option_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_option_unavailable = /** @type {((inputs: Catalog_Option_UnavailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Option_UnavailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_option_unavailable(inputs)
	return __en.catalog_option_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Learn more" |
*
* @param {Catalog_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more = /** @type {((inputs?: Catalog_Learn_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more(inputs)
	return __en.catalog_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "Learn more: {name}" |
*
* @param {Catalog_Learn_More_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_learn_more_named = /** @type {((inputs: Catalog_Learn_More_NamedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Learn_More_NamedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_learn_more_named(inputs)
	return __en.catalog_learn_more_named(inputs)
});
/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Catalog_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews = /** @type {((inputs?: Catalog_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews(inputs)
	return __en.catalog_reviews(inputs)
});
/**
* | output |
* | --- |
* | "No reviews yet. Customers who have this piece can review it from their account." |
*
* @param {Catalog_Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_none = /** @type {((inputs?: Catalog_Reviews_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_none(inputs)
	return __en.catalog_reviews_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | "other" | "{count} reviews" |
*
* @param {Catalog_Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_count = /** @type {((inputs: Catalog_Reviews_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_count(inputs)
	return __en.catalog_reviews_count(inputs)
});
/**
* | output |
* | --- |
* | "Reviews, newest first" |
*
* @param {Catalog_Reviews_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_list = /** @type {((inputs?: Catalog_Reviews_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_list(inputs)
	return __en.catalog_reviews_list(inputs)
});
/**
* | output |
* | --- |
* | "A customer" |
*
* @param {Catalog_Reviews_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_a_customer = /** @type {((inputs?: Catalog_Reviews_A_CustomerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_A_CustomerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_a_customer(inputs)
	return __en.catalog_reviews_a_customer(inputs)
});
/**
* | output |
* | --- |
* | "· Verified customer" |
*
* @param {Catalog_Reviews_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_verified = /** @type {((inputs?: Catalog_Reviews_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_verified(inputs)
	return __en.catalog_reviews_verified(inputs)
});
/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Catalog_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_newer = /** @type {((inputs?: Catalog_Reviews_NewerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_NewerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_newer(inputs)
	return __en.catalog_reviews_newer(inputs)
});
/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Catalog_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_older = /** @type {((inputs?: Catalog_Reviews_OlderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_OlderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_older(inputs)
	return __en.catalog_reviews_older(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Catalog_Reviews_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_reviews_page = /** @type {((inputs: Catalog_Reviews_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Reviews_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_reviews_page(inputs)
	return __en.catalog_reviews_page(inputs)
});
/**
* | output |
* | --- |
* | "Results for “{query}”" |
*
* @param {Catalog_Search_Results_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results_for = /** @type {((inputs: Catalog_Search_Results_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Results_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results_for(inputs)
	return __en.catalog_search_results_for(inputs)
});
/**
* | output |
* | --- |
* | "Search: {query}" |
*
* @param {Catalog_Search_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_head_title = /** @type {((inputs: Catalog_Search_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_head_title(inputs)
	return __en.catalog_search_head_title(inputs)
});
/**
* | output |
* | --- |
* | "Shop {name} at {site}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Search_Tag_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_description = /** @type {((inputs: Catalog_Search_Tag_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_description(inputs)
	return __en.catalog_search_tag_description(inputs)
});
/**
* | output |
* | --- |
* | "Furniture matching “{query}” at {site}." |
*
* @param {Catalog_Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_description = /** @type {((inputs: Catalog_Search_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_description(inputs)
	return __en.catalog_search_description(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Catalog_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search = /** @type {((inputs?: Catalog_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search(inputs)
	return __en.catalog_search(inputs)
});
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Catalog_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_results = /** @type {((inputs?: Catalog_Search_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_results(inputs)
	return __en.catalog_search_results(inputs)
});
/**
* | output |
* | --- |
* | "We have no {name} to show right now." |
*
* @param {Catalog_Search_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_tag_empty = /** @type {((inputs: Catalog_Search_Tag_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_Tag_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_tag_empty(inputs)
	return __en.catalog_search_tag_empty(inputs)
});
/**
* | output |
* | --- |
* | "Nothing matches “{query}”. Check the spelling, use fewer words, or try one of these." |
*
* @param {Catalog_Search_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_empty = /** @type {((inputs: Catalog_Search_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_empty(inputs)
	return __en.catalog_search_empty(inputs)
});
/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Catalog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_none = /** @type {((inputs?: Catalog_Search_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_none(inputs)
	return __en.catalog_search_none(inputs)
});
/**
* | output |
* | --- |
* | "Popular searches" |
*
* @param {Catalog_Search_PopularInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_popular = /** @type {((inputs?: Catalog_Search_PopularInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_PopularInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_popular(inputs)
	return __en.catalog_search_popular(inputs)
});
/**
* | output |
* | --- |
* | "Rooms" |
*
* @param {Catalog_Search_RoomsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_search_rooms = /** @type {((inputs?: Catalog_Search_RoomsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Search_RoomsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_search_rooms(inputs)
	return __en.catalog_search_rooms(inputs)
});
/**
* | output |
* | --- |
* | "Sofas" |
*
* @param {Catalog_Tag_SofasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sofas = /** @type {((inputs?: Catalog_Tag_SofasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SofasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sofas(inputs)
	return __en.catalog_tag_sofas(inputs)
});
/**
* | output |
* | --- |
* | "Sectionals" |
*
* @param {Catalog_Tag_SectionalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_sectionals = /** @type {((inputs?: Catalog_Tag_SectionalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_SectionalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_sectionals(inputs)
	return __en.catalog_tag_sectionals(inputs)
});
/**
* | output |
* | --- |
* | "Lounge Chairs" |
*
* @param {Catalog_Tag_Lounge_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_lounge_chairs = /** @type {((inputs?: Catalog_Tag_Lounge_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Lounge_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_lounge_chairs(inputs)
	return __en.catalog_tag_lounge_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Loveseats" |
*
* @param {Catalog_Tag_LoveseatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_loveseats = /** @type {((inputs?: Catalog_Tag_LoveseatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_LoveseatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_loveseats(inputs)
	return __en.catalog_tag_loveseats(inputs)
});
/**
* | output |
* | --- |
* | "Coffee Tables" |
*
* @param {Catalog_Tag_Coffee_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_coffee_tables = /** @type {((inputs?: Catalog_Tag_Coffee_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Coffee_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_coffee_tables(inputs)
	return __en.catalog_tag_coffee_tables(inputs)
});
/**
* | output |
* | --- |
* | "End Tables" |
*
* @param {Catalog_Tag_End_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_end_tables = /** @type {((inputs?: Catalog_Tag_End_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_End_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_end_tables(inputs)
	return __en.catalog_tag_end_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Tables" |
*
* @param {Catalog_Tag_Dining_TablesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_tables = /** @type {((inputs?: Catalog_Tag_Dining_TablesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_TablesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_tables(inputs)
	return __en.catalog_tag_dining_tables(inputs)
});
/**
* | output |
* | --- |
* | "Dining Chairs" |
*
* @param {Catalog_Tag_Dining_ChairsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_dining_chairs = /** @type {((inputs?: Catalog_Tag_Dining_ChairsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_Dining_ChairsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_dining_chairs(inputs)
	return __en.catalog_tag_dining_chairs(inputs)
});
/**
* | output |
* | --- |
* | "Beds" |
*
* @param {Catalog_Tag_BedsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_tag_beds = /** @type {((inputs?: Catalog_Tag_BedsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Tag_BedsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_tag_beds(inputs)
	return __en.catalog_tag_beds(inputs)
});
/**
* | output |
* | --- |
* | "Free fabric swatches" |
*
* @param {Catalog_Swatches_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_title = /** @type {((inputs?: Catalog_Swatches_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_title(inputs)
	return __en.catalog_swatches_title(inputs)
});
/**
* | output |
* | --- |
* | "Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose." |
*
* @param {Catalog_Swatches_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_description = /** @type {((inputs?: Catalog_Swatches_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_description(inputs)
	return __en.catalog_swatches_description(inputs)
});
/**
* | output |
* | --- |
* | "Fabric swatches" |
*
* @param {Catalog_Swatches_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_breadcrumb = /** @type {((inputs?: Catalog_Swatches_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_breadcrumb(inputs)
	return __en.catalog_swatches_breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "See and feel our fabrics in your own light before you choose. Pick up to {max} swatches and we'll mail them free, anywhere in Canada, within 5 business days." |
*
* @param {Catalog_Swatches_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_intro = /** @type {((inputs: Catalog_Swatches_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_intro(inputs)
	return __en.catalog_swatches_intro(inputs)
});
/**
* | output |
* | --- |
* | "Order fabric swatches" |
*
* @param {Catalog_Swatches_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_form = /** @type {((inputs?: Catalog_Swatches_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_form(inputs)
	return __en.catalog_swatches_form(inputs)
});
/**
* | output |
* | --- |
* | "Where should we send them?" |
*
* @param {Catalog_Swatches_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_where = /** @type {((inputs?: Catalog_Swatches_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_where(inputs)
	return __en.catalog_swatches_where(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Catalog_Swatches_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full_name = /** @type {((inputs?: Catalog_Swatches_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full_name(inputs)
	return __en.catalog_swatches_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Catalog_Swatches_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email = /** @type {((inputs?: Catalog_Swatches_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email(inputs)
	return __en.catalog_swatches_email(inputs)
});
/**
* | output |
* | --- |
* | "We use it only if there is a question about your swatches." |
*
* @param {Catalog_Swatches_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_email_hint = /** @type {((inputs?: Catalog_Swatches_Email_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Email_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_email_hint(inputs)
	return __en.catalog_swatches_email_hint(inputs)
});
/**
* | output |
* | --- |
* | "Phone number" |
*
* @param {Catalog_Swatches_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_phone = /** @type {((inputs?: Catalog_Swatches_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_phone(inputs)
	return __en.catalog_swatches_phone(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Catalog_Swatches_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_street = /** @type {((inputs?: Catalog_Swatches_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_street(inputs)
	return __en.catalog_swatches_street(inputs)
});
/**
* | output |
* | --- |
* | "Unit or apartment (optional)" |
*
* @param {Catalog_Swatches_UnitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_unit = /** @type {((inputs?: Catalog_Swatches_UnitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_UnitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_unit(inputs)
	return __en.catalog_swatches_unit(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Catalog_Swatches_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_city = /** @type {((inputs?: Catalog_Swatches_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_city(inputs)
	return __en.catalog_swatches_city(inputs)
});
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Catalog_Swatches_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_province = /** @type {((inputs?: Catalog_Swatches_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_province(inputs)
	return __en.catalog_swatches_province(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Catalog_Swatches_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_code = /** @type {((inputs?: Catalog_Swatches_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_code(inputs)
	return __en.catalog_swatches_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Like K1A 0B1" |
*
* @param {Catalog_Swatches_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_postal_hint = /** @type {((inputs?: Catalog_Swatches_Postal_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Postal_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_postal_hint(inputs)
	return __en.catalog_swatches_postal_hint(inputs)
});
/**
* | output |
* | --- |
* | "Country: Canada. We mail swatches within Canada only." |
*
* @param {Catalog_Swatches_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_country = /** @type {((inputs?: Catalog_Swatches_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_country(inputs)
	return __en.catalog_swatches_country(inputs)
});
/**
* | output |
* | --- |
* | "Your order didn't go through" |
*
* @param {Catalog_Swatches_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed = /** @type {((inputs?: Catalog_Swatches_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed(inputs)
	return __en.catalog_swatches_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your choices and address are still here; try again in a moment." |
*
* @param {Catalog_Swatches_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_failed_text = /** @type {((inputs?: Catalog_Swatches_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_failed_text(inputs)
	return __en.catalog_swatches_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Sending your order" |
*
* @param {Catalog_Swatches_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_sending = /** @type {((inputs?: Catalog_Swatches_SendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_SendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_sending(inputs)
	return __en.catalog_swatches_sending(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Order {count} free swatch" |
* | "other" | "Order {count} free swatches" |
*
* @param {Catalog_Swatches_Order_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_count = /** @type {((inputs: Catalog_Swatches_Order_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_count(inputs)
	return __en.catalog_swatches_order_count(inputs)
});
/**
* | output |
* | --- |
* | "Choose your fabrics" |
*
* @param {Catalog_Swatches_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_choose = /** @type {((inputs?: Catalog_Swatches_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_choose(inputs)
	return __en.catalog_swatches_choose(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} chosen" |
*
* @param {Catalog_Swatches_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_chosen = /** @type {((inputs: Catalog_Swatches_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_chosen(inputs)
	return __en.catalog_swatches_chosen(inputs)
});
/**
* | output |
* | --- |
* | ". That is the most for one order." |
*
* @param {Catalog_Swatches_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_full = /** @type {((inputs?: Catalog_Swatches_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_full(inputs)
	return __en.catalog_swatches_full(inputs)
});
/**
* | output |
* | --- |
* | "Other fabrics" |
*
* @param {Catalog_Swatches_Other_FabricsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_other_fabrics = /** @type {((inputs?: Catalog_Swatches_Other_FabricsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Other_FabricsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_other_fabrics(inputs)
	return __en.catalog_swatches_other_fabrics(inputs)
});
/**
* | output |
* | --- |
* | "Your swatches are on their way" |
*
* @param {Catalog_Swatches_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_placed = /** @type {((inputs?: Catalog_Swatches_PlacedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_PlacedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_placed(inputs)
	return __en.catalog_swatches_placed(inputs)
});
/**
* | output |
* | --- |
* | "Keep shopping" |
*
* @param {Catalog_Keep_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_keep_shopping = /** @type {((inputs?: Catalog_Keep_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Keep_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_keep_shopping(inputs)
	return __en.catalog_keep_shopping(inputs)
});
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Catalog_Swatches_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_order_number = /** @type {((inputs?: Catalog_Swatches_Order_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_Order_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_order_number(inputs)
	return __en.catalog_swatches_order_number(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We're mailing {count} swatch within 5 business days. Keep the order number: quote it if you call us about them." |
* | "other" | "We're mailing {count} swatches within 5 business days. Keep the order number: quote it if you call us about them." |
*
* @param {Catalog_Swatches_MailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_swatches_mailing = /** @type {((inputs: Catalog_Swatches_MailingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Swatches_MailingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_swatches_mailing(inputs)
	return __en.catalog_swatches_mailing(inputs)
});
/**
* | output |
* | --- |
* | "Enter your full name." |
*
* @param {Catalog_Error_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name = /** @type {((inputs?: Catalog_Error_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name(inputs)
	return __en.catalog_error_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a name of at most 100 characters." |
*
* @param {Catalog_Error_Full_Name_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_full_name_long = /** @type {((inputs?: Catalog_Error_Full_Name_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Full_Name_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_full_name_long(inputs)
	return __en.catalog_error_full_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Catalog_Error_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email = /** @type {((inputs?: Catalog_Error_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email(inputs)
	return __en.catalog_error_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter an email address like name@example.ca." |
*
* @param {Catalog_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_email_invalid = /** @type {((inputs?: Catalog_Error_Email_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Email_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_email_invalid(inputs)
	return __en.catalog_error_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your phone number." |
*
* @param {Catalog_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone = /** @type {((inputs?: Catalog_Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone(inputs)
	return __en.catalog_error_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit Canadian phone number, like 416-555-0123." |
*
* @param {Catalog_Error_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_phone_invalid = /** @type {((inputs?: Catalog_Error_Phone_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Phone_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_phone_invalid(inputs)
	return __en.catalog_error_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter your street address." |
*
* @param {Catalog_Error_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street = /** @type {((inputs?: Catalog_Error_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street(inputs)
	return __en.catalog_error_street(inputs)
});
/**
* | output |
* | --- |
* | "Enter a street address of at most 200 characters." |
*
* @param {Catalog_Error_Street_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_street_long = /** @type {((inputs?: Catalog_Error_Street_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Street_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_street_long(inputs)
	return __en.catalog_error_street_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter a unit number of at most 20 characters." |
*
* @param {Catalog_Error_Unit_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_unit_long = /** @type {((inputs?: Catalog_Error_Unit_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Unit_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_unit_long(inputs)
	return __en.catalog_error_unit_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter your city." |
*
* @param {Catalog_Error_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city = /** @type {((inputs?: Catalog_Error_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city(inputs)
	return __en.catalog_error_city(inputs)
});
/**
* | output |
* | --- |
* | "Enter a city of at most 100 characters." |
*
* @param {Catalog_Error_City_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_city_long = /** @type {((inputs?: Catalog_Error_City_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_City_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_city_long(inputs)
	return __en.catalog_error_city_long(inputs)
});
/**
* | output |
* | --- |
* | "Choose your province or territory." |
*
* @param {Catalog_Error_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_province = /** @type {((inputs?: Catalog_Error_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_province(inputs)
	return __en.catalog_error_province(inputs)
});
/**
* | output |
* | --- |
* | "Enter your postal code." |
*
* @param {Catalog_Error_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code = /** @type {((inputs?: Catalog_Error_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code(inputs)
	return __en.catalog_error_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code, like K1A 0B1." |
*
* @param {Catalog_Error_Postal_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_invalid = /** @type {((inputs?: Catalog_Error_Postal_Code_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_invalid(inputs)
	return __en.catalog_error_postal_code_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{postal} is not a postal code in {province}. Check the postal code or the province." |
*
* @param {Catalog_Error_Postal_Code_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_postal_code_province = /** @type {((inputs: Catalog_Error_Postal_Code_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Postal_Code_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_postal_code_province(inputs)
	return __en.catalog_error_postal_code_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose at least one swatch." |
*
* @param {Catalog_Error_Swatches_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_none = /** @type {((inputs?: Catalog_Error_Swatches_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_none(inputs)
	return __en.catalog_error_swatches_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose at most {max} swatches per order." |
*
* @param {Catalog_Error_Swatches_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_error_swatches_many = /** @type {((inputs: Catalog_Error_Swatches_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Error_Swatches_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_error_swatches_many(inputs)
	return __en.catalog_error_swatches_many(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} days" |
*
* @param {Catalog_Delivers_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_days = /** @type {((inputs: Catalog_Delivers_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_days(inputs)
	return __en.catalog_delivers_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {count} weeks" |
*
* @param {Catalog_Delivers_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_weeks = /** @type {((inputs: Catalog_Delivers_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_weeks(inputs)
	return __en.catalog_delivers_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} days" |
*
* @param {Catalog_Delivers_Range_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_days = /** @type {((inputs: Catalog_Delivers_Range_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_days(inputs)
	return __en.catalog_delivers_range_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivers in {low}-{high} weeks" |
*
* @param {Catalog_Delivers_Range_WeeksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_delivers_range_weeks = /** @type {((inputs: Catalog_Delivers_Range_WeeksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Delivers_Range_WeeksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_delivers_range_weeks(inputs)
	return __en.catalog_delivers_range_weeks(inputs)
});
/**
* | output |
* | --- |
* | "Only {count} left" |
*
* @param {Catalog_Stock_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_only_left = /** @type {((inputs: Catalog_Stock_Only_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Only_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_only_left(inputs)
	return __en.catalog_stock_only_left(inputs)
});
/**
* | output |
* | --- |
* | "In stock" |
*
* @param {Catalog_Stock_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_in = /** @type {((inputs?: Catalog_Stock_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_in(inputs)
	return __en.catalog_stock_in(inputs)
});
/**
* | output |
* | --- |
* | "In stock from {date}" |
*
* @param {Catalog_Stock_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_from = /** @type {((inputs: Catalog_Stock_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_from(inputs)
	return __en.catalog_stock_from(inputs)
});
/**
* | output |
* | --- |
* | "Made to order" |
*
* @param {Catalog_Stock_Made_To_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_made_to_order = /** @type {((inputs?: Catalog_Stock_Made_To_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_Made_To_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_made_to_order(inputs)
	return __en.catalog_stock_made_to_order(inputs)
});
/**
* | output |
* | --- |
* | "Out of stock in {city}" |
*
* @param {Catalog_Stock_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_stock_out = /** @type {((inputs: Catalog_Stock_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Stock_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_stock_out(inputs)
	return __en.catalog_stock_out(inputs)
});
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Catalog_Dimension_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_width = /** @type {((inputs?: Catalog_Dimension_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_width(inputs)
	return __en.catalog_dimension_width(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catalog_Dimension_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_depth = /** @type {((inputs?: Catalog_Dimension_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_depth(inputs)
	return __en.catalog_dimension_depth(inputs)
});
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Catalog_Dimension_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_height = /** @type {((inputs?: Catalog_Dimension_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_height(inputs)
	return __en.catalog_dimension_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat height" |
*
* @param {Catalog_Dimension_Seat_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_height = /** @type {((inputs?: Catalog_Dimension_Seat_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_height(inputs)
	return __en.catalog_dimension_seat_height(inputs)
});
/**
* | output |
* | --- |
* | "Seat depth" |
*
* @param {Catalog_Dimension_Seat_DepthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_seat_depth = /** @type {((inputs?: Catalog_Dimension_Seat_DepthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Seat_DepthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_seat_depth(inputs)
	return __en.catalog_dimension_seat_depth(inputs)
});
/**
* | output |
* | --- |
* | "Arm height" |
*
* @param {Catalog_Dimension_Arm_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_height = /** @type {((inputs?: Catalog_Dimension_Arm_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_height(inputs)
	return __en.catalog_dimension_arm_height(inputs)
});
/**
* | output |
* | --- |
* | "Arm width" |
*
* @param {Catalog_Dimension_Arm_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_arm_width = /** @type {((inputs?: Catalog_Dimension_Arm_WidthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Arm_WidthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_arm_width(inputs)
	return __en.catalog_dimension_arm_width(inputs)
});
/**
* | output |
* | --- |
* | "Leg height" |
*
* @param {Catalog_Dimension_Leg_HeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_leg_height = /** @type {((inputs?: Catalog_Dimension_Leg_HeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Leg_HeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_leg_height(inputs)
	return __en.catalog_dimension_leg_height(inputs)
});
/**
* | output |
* | --- |
* | "Pile thickness" |
*
* @param {Catalog_Dimension_Pile_ThicknessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_pile_thickness = /** @type {((inputs?: Catalog_Dimension_Pile_ThicknessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_Pile_ThicknessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_pile_thickness(inputs)
	return __en.catalog_dimension_pile_thickness(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Catalog_Dimension_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_dimension_weight = /** @type {((inputs?: Catalog_Dimension_WeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Dimension_WeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_dimension_weight(inputs)
	return __en.catalog_dimension_weight(inputs)
});
/**
* | output |
* | --- |
* | "{value} in" |
*
* @param {Catalog_Unit_InchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_unit_inches = /** @type {((inputs: Catalog_Unit_InchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Unit_InchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_unit_inches(inputs)
	return __en.catalog_unit_inches(inputs)
});
/**
* | output |
* | --- |
* | "{name}: front view with dimensions" |
*
* @param {Catalog_Picture_FrontInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_front = /** @type {((inputs: Catalog_Picture_FrontInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_FrontInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_front(inputs)
	return __en.catalog_picture_front(inputs)
});
/**
* | output |
* | --- |
* | "{name}: side view with dimensions" |
*
* @param {Catalog_Picture_SideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_picture_side = /** @type {((inputs: Catalog_Picture_SideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Picture_SideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_picture_side(inputs)
	return __en.catalog_picture_side(inputs)
});
/**
* | output |
* | --- |
* | "{name}: picture {number} of {count}" |
*
* @param {Catalog_Images_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_title = /** @type {((inputs: Catalog_Images_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_title(inputs)
	return __en.catalog_images_title(inputs)
});
/**
* | output |
* | --- |
* | "Pictures of the {name}." |
*
* @param {Catalog_Images_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_description = /** @type {((inputs: Catalog_Images_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_description(inputs)
	return __en.catalog_images_description(inputs)
});
/**
* | output |
* | --- |
* | "Close and go back to {name}" |
*
* @param {Catalog_Images_CloseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_images_close = /** @type {((inputs: Catalog_Images_CloseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Images_CloseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_images_close(inputs)
	return __en.catalog_images_close(inputs)
});
/**
* | output |
* | --- |
* | "{name} by {maker}: subscribe, finance or buy, delivered across Canada." |
*
* @param {Catalog_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_description = /** @type {((inputs: Catalog_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_description(inputs)
	return __en.catalog_head_description(inputs)
});
/**
* | output |
* | --- |
* | "{name} in {color}" |
*
* @param {Catalog_Head_Title_ColorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_head_title_color = /** @type {((inputs: Catalog_Head_Title_ColorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Head_Title_ColorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_head_title_color(inputs)
	return __en.catalog_head_title_color(inputs)
});
/**
* | output |
* | --- |
* | "Finance" |
*
* @param {Catalog_Pay_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance = /** @type {((inputs?: Catalog_Pay_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance(inputs)
	return __en.catalog_pay_finance(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: finance" |
*
* @param {Catalog_Pay_Final_Sale_FinanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_finance = /** @type {((inputs?: Catalog_Pay_Final_Sale_FinanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_FinanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_finance(inputs)
	return __en.catalog_pay_final_sale_finance(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Catalog_Pay_SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe = /** @type {((inputs?: Catalog_Pay_SubscribeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_SubscribeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe(inputs)
	return __en.catalog_pay_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe (short term)" |
*
* @param {Catalog_Pay_Subscribe_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_short = /** @type {((inputs?: Catalog_Pay_Subscribe_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_short(inputs)
	return __en.catalog_pay_subscribe_short(inputs)
});
/**
* | output |
* | --- |
* | "Rent" |
*
* @param {Catalog_Pay_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent = /** @type {((inputs?: Catalog_Pay_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent(inputs)
	return __en.catalog_pay_rent(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright" |
*
* @param {Catalog_Pay_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy = /** @type {((inputs?: Catalog_Pay_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy(inputs)
	return __en.catalog_pay_buy(inputs)
});
/**
* | output |
* | --- |
* | "Final sale: buy outright" |
*
* @param {Catalog_Pay_Final_Sale_BuyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy = /** @type {((inputs?: Catalog_Pay_Final_Sale_BuyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_BuyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy(inputs)
	return __en.catalog_pay_final_sale_buy(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (classic)" |
*
* @param {Catalog_Pay_Buy_ClassicInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_classic = /** @type {((inputs?: Catalog_Pay_Buy_ClassicInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_ClassicInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_classic(inputs)
	return __en.catalog_pay_buy_classic(inputs)
});
/**
* | output |
* | --- |
* | "Buy outright (v2)" |
*
* @param {Catalog_Pay_Buy_V2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_v2 = /** @type {((inputs?: Catalog_Pay_Buy_V2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_V2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_v2(inputs)
	return __en.catalog_pay_buy_v2(inputs)
});
/**
* | output |
* | --- |
* | "{title} over {term} months" |
*
* @param {Catalog_Pay_Over_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_over_term = /** @type {((inputs: Catalog_Pay_Over_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Over_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_over_term(inputs)
	return __en.catalog_pay_over_term(inputs)
});
/**
* | output |
* | --- |
* | "{term} monthly payments, then it's yours to keep" |
*
* @param {Catalog_Pay_Finance_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_finance_detail = /** @type {((inputs: Catalog_Pay_Finance_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Finance_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_finance_detail(inputs)
	return __en.catalog_pay_finance_detail(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Monthly, yours after {count} payments" |
* | "other" | "Monthly, yours after {count} payments" |
*
* @param {Catalog_Pay_Subscribe_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_detail = /** @type {((inputs: Catalog_Pay_Subscribe_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_detail(inputs)
	return __en.catalog_pay_subscribe_detail(inputs)
});
/**
* | output |
* | --- |
* | "{term}-month minimum subscription" |
*
* @param {Catalog_Pay_Subscribe_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_subscribe_minimum = /** @type {((inputs: Catalog_Pay_Subscribe_MinimumInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Subscribe_MinimumInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_subscribe_minimum(inputs)
	return __en.catalog_pay_subscribe_minimum(inputs)
});
/**
* | output |
* | --- |
* | "Billed monthly until you return it" |
*
* @param {Catalog_Pay_Rent_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_rent_detail = /** @type {((inputs?: Catalog_Pay_Rent_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Rent_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_rent_detail(inputs)
	return __en.catalog_pay_rent_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment; final sale, no returns" |
*
* @param {Catalog_Pay_Final_Sale_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_final_sale_buy_detail = /** @type {((inputs?: Catalog_Pay_Final_Sale_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Final_Sale_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_final_sale_buy_detail(inputs)
	return __en.catalog_pay_final_sale_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "One payment, yours to keep" |
*
* @param {Catalog_Pay_Buy_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_pay_buy_detail = /** @type {((inputs?: Catalog_Pay_Buy_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Pay_Buy_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_pay_buy_detail(inputs)
	return __en.catalog_pay_buy_detail(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Catalog_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ab = /** @type {((inputs?: Catalog_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ab(inputs)
	return __en.catalog_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Catalog_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_bc = /** @type {((inputs?: Catalog_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_bc(inputs)
	return __en.catalog_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Catalog_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_mb = /** @type {((inputs?: Catalog_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_mb(inputs)
	return __en.catalog_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Catalog_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nb = /** @type {((inputs?: Catalog_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nb(inputs)
	return __en.catalog_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Catalog_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nl = /** @type {((inputs?: Catalog_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nl(inputs)
	return __en.catalog_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Catalog_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_ns = /** @type {((inputs?: Catalog_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_ns(inputs)
	return __en.catalog_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Catalog_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nt = /** @type {((inputs?: Catalog_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nt(inputs)
	return __en.catalog_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Catalog_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_nu = /** @type {((inputs?: Catalog_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_nu(inputs)
	return __en.catalog_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Catalog_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_on = /** @type {((inputs?: Catalog_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_on(inputs)
	return __en.catalog_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Catalog_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_pe = /** @type {((inputs?: Catalog_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_pe(inputs)
	return __en.catalog_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Catalog_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_qc = /** @type {((inputs?: Catalog_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_qc(inputs)
	return __en.catalog_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Catalog_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_sk = /** @type {((inputs?: Catalog_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_sk(inputs)
	return __en.catalog_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Catalog_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const catalog_province_yt = /** @type {((inputs?: Catalog_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalog_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.catalog_province_yt(inputs)
	return __en.catalog_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "Loading {what}" |
*
* @param {Account_Load_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_loading = /** @type {((inputs: Account_Load_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Load_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_load_loading(inputs)
	return __en.account_load_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not load {what}" |
*
* @param {Account_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_title = /** @type {((inputs: Account_Load_Failed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Load_Failed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_load_failed_title(inputs)
	return __en.account_load_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was changed. Check your connection and try again." |
*
* @param {Account_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_load_failed_text = /** @type {((inputs?: Account_Load_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Load_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_load_failed_text(inputs)
	return __en.account_load_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Trying again" |
*
* @param {Account_Trying_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_trying_again = /** @type {((inputs?: Account_Trying_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Trying_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_trying_again(inputs)
	return __en.account_trying_again(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Account_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_try_again = /** @type {((inputs?: Account_Try_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Try_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_try_again(inputs)
	return __en.account_try_again(inputs)
});
/**
* | output |
* | --- |
* | "your account" |
*
* @param {Account_What_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_account = /** @type {((inputs?: Account_What_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_account(inputs)
	return __en.account_what_account(inputs)
});
/**
* | output |
* | --- |
* | "your products" |
*
* @param {Account_What_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_products = /** @type {((inputs?: Account_What_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_products(inputs)
	return __en.account_what_products(inputs)
});
/**
* | output |
* | --- |
* | "your deliveries" |
*
* @param {Account_What_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_deliveries = /** @type {((inputs?: Account_What_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_deliveries(inputs)
	return __en.account_what_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "{count}, page {page} of {pageCount}" |
*
* @param {Account_Page_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_count = /** @type {((inputs: Account_Page_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_count(inputs)
	return __en.account_page_count(inputs)
});
/**
* | output |
* | --- |
* | "Go to the first page" |
*
* @param {Account_Go_First_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_go_first_page = /** @type {((inputs?: Account_Go_First_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Go_First_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_go_first_page(inputs)
	return __en.account_go_first_page(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Page_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile = /** @type {((inputs?: Account_Page_ProfileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_ProfileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_profile(inputs)
	return __en.account_page_profile(inputs)
});
/**
* | output |
* | --- |
* | "Your name, phone numbers, email and what we send you." |
*
* @param {Account_Page_Profile_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_profile_hint = /** @type {((inputs?: Account_Page_Profile_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Profile_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_profile_hint(inputs)
	return __en.account_page_profile_hint(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_Page_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address = /** @type {((inputs?: Account_Page_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_address(inputs)
	return __en.account_page_address(inputs)
});
/**
* | output |
* | --- |
* | "Where we deliver, and what is at each address." |
*
* @param {Account_Page_Address_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_address_hint = /** @type {((inputs?: Account_Page_Address_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Address_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_address_hint(inputs)
	return __en.account_page_address_hint(inputs)
});
/**
* | output |
* | --- |
* | "My Products" |
*
* @param {Account_Page_My_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products = /** @type {((inputs?: Account_Page_My_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_My_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_my_products(inputs)
	return __en.account_page_my_products(inputs)
});
/**
* | output |
* | --- |
* | "Every piece you have, what is paid and what is left." |
*
* @param {Account_Page_My_Products_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_my_products_hint = /** @type {((inputs?: Account_Page_My_Products_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_My_Products_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_my_products_hint(inputs)
	return __en.account_page_my_products_hint(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming bill" |
*
* @param {Account_Page_Upcoming_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill = /** @type {((inputs?: Account_Page_Upcoming_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Upcoming_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_upcoming_bill(inputs)
	return __en.account_page_upcoming_bill(inputs)
});
/**
* | output |
* | --- |
* | "What your next monthly bill will be, and when." |
*
* @param {Account_Page_Upcoming_Bill_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_upcoming_bill_hint = /** @type {((inputs?: Account_Page_Upcoming_Bill_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Upcoming_Bill_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_upcoming_bill_hint(inputs)
	return __en.account_page_upcoming_bill_hint(inputs)
});
/**
* | output |
* | --- |
* | "Billing history" |
*
* @param {Account_Page_Billing_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history = /** @type {((inputs?: Account_Page_Billing_HistoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Billing_HistoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_billing_history(inputs)
	return __en.account_page_billing_history(inputs)
});
/**
* | output |
* | --- |
* | "Each month’s bill: charged, declined or paid late." |
*
* @param {Account_Page_Billing_History_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_billing_history_hint = /** @type {((inputs?: Account_Page_Billing_History_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Billing_History_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_billing_history_hint(inputs)
	return __en.account_page_billing_history_hint(inputs)
});
/**
* | output |
* | --- |
* | "Payment information" |
*
* @param {Account_Page_Payment_InformationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information = /** @type {((inputs?: Account_Page_Payment_InformationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Payment_InformationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_payment_information(inputs)
	return __en.account_page_payment_information(inputs)
});
/**
* | output |
* | --- |
* | "The card we bill, and any overdue balance." |
*
* @param {Account_Page_Payment_Information_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_payment_information_hint = /** @type {((inputs?: Account_Page_Payment_Information_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Payment_Information_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_payment_information_hint(inputs)
	return __en.account_page_payment_information_hint(inputs)
});
/**
* | output |
* | --- |
* | "Deliveries" |
*
* @param {Account_Page_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries = /** @type {((inputs?: Account_Page_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_deliveries(inputs)
	return __en.account_page_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "When the crew comes, how you hear about it, and moving a visit." |
*
* @param {Account_Page_Deliveries_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_deliveries_hint = /** @type {((inputs?: Account_Page_Deliveries_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Deliveries_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_deliveries_hint(inputs)
	return __en.account_page_deliveries_hint(inputs)
});
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Page_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts = /** @type {((inputs?: Account_Page_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_receipts(inputs)
	return __en.account_page_receipts(inputs)
});
/**
* | output |
* | --- |
* | "Every order, bill, tip, refund and credit, ready to view and print." |
*
* @param {Account_Page_Receipts_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_receipts_hint = /** @type {((inputs?: Account_Page_Receipts_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Receipts_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_receipts_hint(inputs)
	return __en.account_page_receipts_hint(inputs)
});
/**
* | output |
* | --- |
* | "Unsigned agreements" |
*
* @param {Account_Page_Unsigned_AgreementsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements = /** @type {((inputs?: Account_Page_Unsigned_AgreementsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Unsigned_AgreementsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_unsigned_agreements(inputs)
	return __en.account_page_unsigned_agreements(inputs)
});
/**
* | output |
* | --- |
* | "Monthly agreements waiting for your signature." |
*
* @param {Account_Page_Unsigned_Agreements_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_unsigned_agreements_hint = /** @type {((inputs?: Account_Page_Unsigned_Agreements_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Unsigned_Agreements_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_unsigned_agreements_hint(inputs)
	return __en.account_page_unsigned_agreements_hint(inputs)
});
/**
* | output |
* | --- |
* | "Product reviews" |
*
* @param {Account_Page_Product_ReviewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews = /** @type {((inputs?: Account_Page_Product_ReviewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Product_ReviewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_product_reviews(inputs)
	return __en.account_page_product_reviews(inputs)
});
/**
* | output |
* | --- |
* | "Rate the pieces we delivered and tell other shoppers about them." |
*
* @param {Account_Page_Product_Reviews_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_product_reviews_hint = /** @type {((inputs?: Account_Page_Product_Reviews_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Product_Reviews_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_product_reviews_hint(inputs)
	return __en.account_page_product_reviews_hint(inputs)
});
/**
* | output |
* | --- |
* | "Referral" |
*
* @param {Account_Page_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral = /** @type {((inputs?: Account_Page_ReferralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_ReferralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_referral(inputs)
	return __en.account_page_referral(inputs)
});
/**
* | output |
* | --- |
* | "Your link to share, who joined and the credit you earned." |
*
* @param {Account_Page_Referral_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_referral_hint = /** @type {((inputs?: Account_Page_Referral_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Referral_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_referral_hint(inputs)
	return __en.account_page_referral_hint(inputs)
});
/**
* | output |
* | --- |
* | "Account pages" |
*
* @param {Account_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pages_label = /** @type {((inputs?: Account_Pages_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pages_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pages_label(inputs)
	return __en.account_pages_label(inputs)
});
/**
* | output |
* | --- |
* | "Overdue balance: {amount}" |
*
* @param {Account_Overdue_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_title = /** @type {((inputs: Account_Overdue_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_title(inputs)
	return __en.account_overdue_title(inputs)
});
/**
* | output |
* | --- |
* | "A monthly bill was declined. Pay it now to keep your furniture." |
*
* @param {Account_Overdue_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_text = /** @type {((inputs?: Account_Overdue_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_text(inputs)
	return __en.account_overdue_text(inputs)
});
/**
* | output |
* | --- |
* | "Pay the overdue balance" |
*
* @param {Account_Overdue_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_pay = /** @type {((inputs?: Account_Overdue_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_pay(inputs)
	return __en.account_overdue_pay(inputs)
});
/**
* | output |
* | --- |
* | "Agreements to sign" |
*
* @param {Account_Unsigned_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_title = /** @type {((inputs?: Account_Unsigned_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unsigned_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unsigned_title(inputs)
	return __en.account_unsigned_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order is waiting for your signature on its monthly agreement." |
* | "other" | "{count} orders are waiting for your signature on their monthly agreements." |
*
* @param {Account_Unsigned_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_text = /** @type {((inputs: Account_Unsigned_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unsigned_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unsigned_text(inputs)
	return __en.account_unsigned_text(inputs)
});
/**
* | output |
* | --- |
* | "Sign them" |
*
* @param {Account_Unsigned_SignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unsigned_sign = /** @type {((inputs?: Account_Unsigned_SignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unsigned_SignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unsigned_sign(inputs)
	return __en.account_unsigned_sign(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Account_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_title = /** @type {((inputs?: Account_Confirm_Email_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Email_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_confirm_email_title(inputs)
	return __en.account_confirm_email_title(inputs)
});
/**
* | output |
* | --- |
* | "We sent a link to {email}; open it to confirm the address." |
*
* @param {Account_Confirm_Email_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_email_text = /** @type {((inputs: Account_Confirm_Email_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Email_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_confirm_email_text(inputs)
	return __en.account_confirm_email_text(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your mobile number" |
*
* @param {Account_Confirm_Mobile_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_title = /** @type {((inputs?: Account_Confirm_Mobile_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Mobile_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_confirm_mobile_title(inputs)
	return __en.account_confirm_mobile_title(inputs)
});
/**
* | output |
* | --- |
* | "Delivery texts go to it once it is confirmed." |
*
* @param {Account_Confirm_Mobile_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_text = /** @type {((inputs?: Account_Confirm_Mobile_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Mobile_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_confirm_mobile_text(inputs)
	return __en.account_confirm_mobile_text(inputs)
});
/**
* | output |
* | --- |
* | "Get a code by text" |
*
* @param {Account_Confirm_Mobile_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_mobile_link = /** @type {((inputs?: Account_Confirm_Mobile_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Mobile_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_confirm_mobile_link(inputs)
	return __en.account_confirm_mobile_link(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Account_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_waiting_title = /** @type {((inputs?: Account_Waiting_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Waiting_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_waiting_title(inputs)
	return __en.account_waiting_title(inputs)
});
/**
* | output |
* | --- |
* | "Next bill" |
*
* @param {Account_Next_Bill_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_title = /** @type {((inputs?: Account_Next_Bill_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Bill_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_bill_title(inputs)
	return __en.account_next_bill_title(inputs)
});
/**
* | output |
* | --- |
* | "on" |
*
* @param {Account_Next_Bill_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_bill_on = /** @type {((inputs?: Account_Next_Bill_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Bill_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_bill_on(inputs)
	return __en.account_next_bill_on(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more bill follows for your other addresses." |
* | "other" | "{count} more bills follow for your other addresses." |
*
* @param {Account_More_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_more_bills = /** @type {((inputs: Account_More_BillsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_More_BillsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_more_bills(inputs)
	return __en.account_more_bills(inputs)
});
/**
* | output |
* | --- |
* | "See the whole bill" |
*
* @param {Account_See_Whole_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_whole_bill = /** @type {((inputs?: Account_See_Whole_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_Whole_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_whole_bill(inputs)
	return __en.account_see_whole_bill(inputs)
});
/**
* | output |
* | --- |
* | "Nothing more to bill: no monthly payments are coming up." |
*
* @param {Account_No_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill = /** @type {((inputs?: Account_No_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bill(inputs)
	return __en.account_no_bill(inputs)
});
/**
* | output |
* | --- |
* | "Next delivery or pickup" |
*
* @param {Account_Next_Visit_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_title = /** @type {((inputs?: Account_Next_Visit_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Visit_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_visit_title(inputs)
	return __en.account_next_visit_title(inputs)
});
/**
* | output |
* | --- |
* | "Pickup of order {number}: {when}" |
*
* @param {Account_Next_Visit_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_pickup = /** @type {((inputs: Account_Next_Visit_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Visit_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_visit_pickup(inputs)
	return __en.account_next_visit_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Delivery of order {number}: {when}" |
*
* @param {Account_Next_Visit_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_visit_delivery = /** @type {((inputs: Account_Next_Visit_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Visit_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_visit_delivery(inputs)
	return __en.account_next_visit_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is scheduled." |
*
* @param {Account_Nothing_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled = /** @type {((inputs?: Account_Nothing_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nothing_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nothing_scheduled(inputs)
	return __en.account_nothing_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Follow it" |
*
* @param {Account_Follow_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_it = /** @type {((inputs?: Account_Follow_ItInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Follow_ItInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_follow_it(inputs)
	return __en.account_follow_it(inputs)
});
/**
* | output |
* | --- |
* | "All deliveries" |
*
* @param {Account_All_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_deliveries = /** @type {((inputs?: Account_All_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_All_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_all_deliveries(inputs)
	return __en.account_all_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "Your furniture" |
*
* @param {Account_Your_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_furniture = /** @type {((inputs?: Account_Your_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_furniture(inputs)
	return __en.account_your_furniture(inputs)
});
/**
* | output |
* | --- |
* | "You have no furniture with us right now." |
*
* @param {Account_No_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture = /** @type {((inputs?: Account_No_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_furniture(inputs)
	return __en.account_no_furniture(inputs)
});
/**
* | output |
* | --- |
* | "Browse furniture" |
*
* @param {Account_Browse_FurnitureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_browse_furniture = /** @type {((inputs?: Account_Browse_FurnitureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Browse_FurnitureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_browse_furniture(inputs)
	return __en.account_browse_furniture(inputs)
});
/**
* | output |
* | --- |
* | "See what is paid and left on each" |
*
* @param {Account_See_Paid_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_paid_left = /** @type {((inputs?: Account_See_Paid_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_Paid_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_paid_left(inputs)
	return __en.account_see_paid_left(inputs)
});
/**
* | output |
* | --- |
* | "Account credit:" |
*
* @param {Account_Credit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_label = /** @type {((inputs?: Account_Credit_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_label(inputs)
	return __en.account_credit_label(inputs)
});
/**
* | output |
* | --- |
* | ", used first on your next order or bill." |
*
* @param {Account_Credit_Used_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used_first = /** @type {((inputs?: Account_Credit_Used_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_Used_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_used_first(inputs)
	return __en.account_credit_used_first(inputs)
});
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Account_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_morning = /** @type {((inputs?: Account_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_morning(inputs)
	return __en.account_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Account_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_afternoon = /** @type {((inputs?: Account_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_afternoon(inputs)
	return __en.account_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Account_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_evening = /** @type {((inputs?: Account_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_evening(inputs)
	return __en.account_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "any time of day" |
*
* @param {Account_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_anytime = /** @type {((inputs?: Account_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_anytime(inputs)
	return __en.account_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "pickup at the warehouse, 10 am to 5 pm" |
*
* @param {Account_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_pickup = /** @type {((inputs?: Account_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_pickup(inputs)
	return __en.account_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "{day}, {window}" |
*
* @param {Account_Day_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day_window = /** @type {((inputs: Account_Day_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Day_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_day_window(inputs)
	return __en.account_day_window(inputs)
});
/**
* | output |
* | --- |
* | "To be scheduled" |
*
* @param {Account_To_Be_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_be_scheduled = /** @type {((inputs?: Account_To_Be_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_To_Be_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_to_be_scheduled(inputs)
	return __en.account_to_be_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Account_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_pending = /** @type {((inputs?: Account_Status_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_pending(inputs)
	return __en.account_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_confirmed = /** @type {((inputs?: Account_Status_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_confirmed(inputs)
	return __en.account_status_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_scheduled = /** @type {((inputs?: Account_Status_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_scheduled(inputs)
	return __en.account_status_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_out_for_delivery = /** @type {((inputs?: Account_Status_Out_For_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_Out_For_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_out_for_delivery(inputs)
	return __en.account_status_out_for_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_completed = /** @type {((inputs?: Account_Status_CompletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_CompletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_completed(inputs)
	return __en.account_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_cancelled = /** @type {((inputs?: Account_Status_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_cancelled(inputs)
	return __en.account_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Account_Status_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_status_payment_failed = /** @type {((inputs?: Account_Status_Payment_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Status_Payment_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_status_payment_failed(inputs)
	return __en.account_status_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Return_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_scheduled = /** @type {((inputs?: Account_Return_Status_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Status_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_status_scheduled(inputs)
	return __en.account_return_status_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Crew on its way" |
*
* @param {Account_Return_Status_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_out_for_delivery = /** @type {((inputs?: Account_Return_Status_Out_For_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Status_Out_For_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_status_out_for_delivery(inputs)
	return __en.account_return_status_out_for_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Return_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_status_completed = /** @type {((inputs?: Account_Return_Status_CompletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Status_CompletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_status_completed(inputs)
	return __en.account_return_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Type_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_order = /** @type {((inputs?: Account_Type_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_order(inputs)
	return __en.account_type_order(inputs)
});
/**
* | output |
* | --- |
* | "Return" |
*
* @param {Account_Type_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_return = /** @type {((inputs?: Account_Type_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_return(inputs)
	return __en.account_type_return(inputs)
});
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Account_Type_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swap = /** @type {((inputs?: Account_Type_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_swap(inputs)
	return __en.account_type_swap(inputs)
});
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Account_Type_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_move = /** @type {((inputs?: Account_Type_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_move(inputs)
	return __en.account_type_move(inputs)
});
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Account_Type_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_buyout = /** @type {((inputs?: Account_Type_BuyoutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_BuyoutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_buyout(inputs)
	return __en.account_type_buyout(inputs)
});
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Account_Type_SwatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_type_swatch = /** @type {((inputs?: Account_Type_SwatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Type_SwatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_type_swatch(inputs)
	return __en.account_type_swatch(inputs)
});
/**
* | output |
* | --- |
* | "Monthly bill" |
*
* @param {Account_Kind_Monthly_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_monthly_bill = /** @type {((inputs?: Account_Kind_Monthly_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Kind_Monthly_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_kind_monthly_bill(inputs)
	return __en.account_kind_monthly_bill(inputs)
});
/**
* | output |
* | --- |
* | "Overdue payment" |
*
* @param {Account_Kind_Overdue_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_overdue_payment = /** @type {((inputs?: Account_Kind_Overdue_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Kind_Overdue_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_kind_overdue_payment(inputs)
	return __en.account_kind_overdue_payment(inputs)
});
/**
* | output |
* | --- |
* | "Crew tip" |
*
* @param {Account_Kind_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_tip = /** @type {((inputs?: Account_Kind_TipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Kind_TipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_kind_tip(inputs)
	return __en.account_kind_tip(inputs)
});
/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Account_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_refund = /** @type {((inputs?: Account_Kind_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Kind_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_kind_refund(inputs)
	return __en.account_kind_refund(inputs)
});
/**
* | output |
* | --- |
* | "Account credit" |
*
* @param {Account_Kind_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_kind_credit = /** @type {((inputs?: Account_Kind_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Kind_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_kind_credit(inputs)
	return __en.account_kind_credit(inputs)
});
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Account_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card = /** @type {((inputs?: Account_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card(inputs)
	return __en.account_card(inputs)
});
/**
* | output |
* | --- |
* | "{name} ending {digits}" |
*
* @param {Account_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_ending = /** @type {((inputs: Account_Card_EndingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_EndingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_ending(inputs)
	return __en.account_card_ending(inputs)
});
/**
* | output |
* | --- |
* | "{card}, expires {expiry}" |
*
* @param {Account_Card_ExpiresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires = /** @type {((inputs: Account_Card_ExpiresInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_ExpiresInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_expires(inputs)
	return __en.account_card_expires(inputs)
});
/**
* | output |
* | --- |
* | "Subscription, billed monthly" |
*
* @param {Account_Purchase_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_subscription = /** @type {((inputs?: Account_Purchase_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Purchase_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_purchase_subscription(inputs)
	return __en.account_purchase_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Purchase_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_financing = /** @type {((inputs: Account_Purchase_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Purchase_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_purchase_financing(inputs)
	return __en.account_purchase_financing(inputs)
});
/**
* | output |
* | --- |
* | "Rental, billed monthly until returned" |
*
* @param {Account_Purchase_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_rental = /** @type {((inputs?: Account_Purchase_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Purchase_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_purchase_rental(inputs)
	return __en.account_purchase_rental(inputs)
});
/**
* | output |
* | --- |
* | "Purchase" |
*
* @param {Account_Purchase_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_purchase_purchase = /** @type {((inputs?: Account_Purchase_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Purchase_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_purchase_purchase(inputs)
	return __en.account_purchase_purchase(inputs)
});
/**
* | output |
* | --- |
* | "{label}, final sale" |
*
* @param {Account_Final_Sale_SuffixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_final_sale_suffix = /** @type {((inputs: Account_Final_Sale_SuffixInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Final_Sale_SuffixInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_final_sale_suffix(inputs)
	return __en.account_final_sale_suffix(inputs)
});
/**
* | output |
* | --- |
* | "No items" |
*
* @param {Account_No_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_items = /** @type {((inputs?: Account_No_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_items(inputs)
	return __en.account_no_items(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item" |
* | "other" | "{count} items" |
*
* @param {Account_Item_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_count = /** @type {((inputs: Account_Item_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Item_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_item_count(inputs)
	return __en.account_item_count(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Paper_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid = /** @type {((inputs?: Account_Paper_Status_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_paid(inputs)
	return __en.account_paper_status_paid(inputs)
});
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Paper_Status_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_paid_late = /** @type {((inputs?: Account_Paper_Status_Paid_LateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_Paid_LateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_paid_late(inputs)
	return __en.account_paper_status_paid_late(inputs)
});
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Paper_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_declined = /** @type {((inputs?: Account_Paper_Status_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_declined(inputs)
	return __en.account_paper_status_declined(inputs)
});
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Paper_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_open = /** @type {((inputs?: Account_Paper_Status_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_open(inputs)
	return __en.account_paper_status_open(inputs)
});
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_Paper_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_refunded = /** @type {((inputs?: Account_Paper_Status_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_refunded(inputs)
	return __en.account_paper_status_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Credited" |
*
* @param {Account_Paper_Status_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_status_credited = /** @type {((inputs?: Account_Paper_Status_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Status_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_status_credited(inputs)
	return __en.account_paper_status_credited(inputs)
});
/**
* | output |
* | --- |
* | "Referral reward" |
*
* @param {Account_Credit_ReferralInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_referral = /** @type {((inputs?: Account_Credit_ReferralInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_ReferralInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_referral(inputs)
	return __en.account_credit_referral(inputs)
});
/**
* | output |
* | --- |
* | "Refund to account credit" |
*
* @param {Account_Credit_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_refund = /** @type {((inputs?: Account_Credit_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_refund(inputs)
	return __en.account_credit_refund(inputs)
});
/**
* | output |
* | --- |
* | "Goodwill credit" |
*
* @param {Account_Credit_GoodwillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_goodwill = /** @type {((inputs?: Account_Credit_GoodwillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_GoodwillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_goodwill(inputs)
	return __en.account_credit_goodwill(inputs)
});
/**
* | output |
* | --- |
* | "Account credit adjustment" |
*
* @param {Account_Credit_AdjustmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_adjustment = /** @type {((inputs?: Account_Credit_AdjustmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_AdjustmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_adjustment(inputs)
	return __en.account_credit_adjustment(inputs)
});
/**
* | output |
* | --- |
* | "Owed on {number}" |
*
* @param {Account_Owed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_owed_on = /** @type {((inputs: Account_Owed_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Owed_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_owed_on(inputs)
	return __en.account_owed_on(inputs)
});
/**
* | output |
* | --- |
* | "Your address" |
*
* @param {Account_Your_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_address = /** @type {((inputs?: Account_Your_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_address(inputs)
	return __en.account_your_address(inputs)
});
/**
* | output |
* | --- |
* | "{title} · {count}" |
*
* @param {Account_Title_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_title_count = /** @type {((inputs: Account_Title_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Title_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_title_count(inputs)
	return __en.account_title_count(inputs)
});
/**
* | output |
* | --- |
* | "For the crew of {number}" |
*
* @param {Account_Tip_For_Crew_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_of = /** @type {((inputs: Account_Tip_For_Crew_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_For_Crew_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_for_crew_of(inputs)
	return __en.account_tip_for_crew_of(inputs)
});
/**
* | output |
* | --- |
* | "your delivery" |
*
* @param {Account_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_delivery = /** @type {((inputs?: Account_Your_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_delivery(inputs)
	return __en.account_your_delivery(inputs)
});
/**
* | output |
* | --- |
* | "on {number}" |
*
* @param {Account_Refund_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on = /** @type {((inputs: Account_Refund_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refund_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refund_on(inputs)
	return __en.account_refund_on(inputs)
});
/**
* | output |
* | --- |
* | "Charged" |
*
* @param {Account_Bill_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_charged = /** @type {((inputs?: Account_Bill_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_charged(inputs)
	return __en.account_bill_charged(inputs)
});
/**
* | output |
* | --- |
* | "Paid late" |
*
* @param {Account_Bill_Paid_LateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_paid_late = /** @type {((inputs?: Account_Bill_Paid_LateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_Paid_LateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_paid_late(inputs)
	return __en.account_bill_paid_late(inputs)
});
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_Bill_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_declined = /** @type {((inputs?: Account_Bill_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_declined(inputs)
	return __en.account_bill_declined(inputs)
});
/**
* | output |
* | --- |
* | "Being charged" |
*
* @param {Account_Bill_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_processing = /** @type {((inputs?: Account_Bill_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_processing(inputs)
	return __en.account_bill_processing(inputs)
});
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Amount_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_refunded = /** @type {((inputs?: Account_Amount_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Amount_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amount_refunded(inputs)
	return __en.account_amount_refunded(inputs)
});
/**
* | output |
* | --- |
* | "credited" |
*
* @param {Account_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_credited = /** @type {((inputs?: Account_Amount_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Amount_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amount_credited(inputs)
	return __en.account_amount_credited(inputs)
});
/**
* | output |
* | --- |
* | "charged" |
*
* @param {Account_Amount_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_charged = /** @type {((inputs?: Account_Amount_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Amount_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amount_charged(inputs)
	return __en.account_amount_charged(inputs)
});
/**
* | output |
* | --- |
* | "Refunded {date}" |
*
* @param {Account_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_refunded = /** @type {((inputs: Account_Row_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_refunded(inputs)
	return __en.account_row_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Credited {date}" |
*
* @param {Account_Row_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_credited = /** @type {((inputs: Account_Row_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_credited(inputs)
	return __en.account_row_credited(inputs)
});
/**
* | output |
* | --- |
* | "Paid {date}" |
*
* @param {Account_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_paid = /** @type {((inputs: Account_Row_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_paid(inputs)
	return __en.account_row_paid(inputs)
});
/**
* | output |
* | --- |
* | "Tipped {date}" |
*
* @param {Account_Row_TippedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_tipped = /** @type {((inputs: Account_Row_TippedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_TippedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_tipped(inputs)
	return __en.account_row_tipped(inputs)
});
/**
* | output |
* | --- |
* | "Placed {date}" |
*
* @param {Account_Row_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_placed = /** @type {((inputs: Account_Row_PlacedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_PlacedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_placed(inputs)
	return __en.account_row_placed(inputs)
});
/**
* | output |
* | --- |
* | "+ {amount} crew tip" |
*
* @param {Account_Row_Crew_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_row_crew_tip = /** @type {((inputs: Account_Row_Crew_TipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Row_Crew_TipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_row_crew_tip(inputs)
	return __en.account_row_crew_tip(inputs)
});
/**
* | output |
* | --- |
* | "View receipt" |
*
* @param {Account_View_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt = /** @type {((inputs?: Account_View_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_View_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_view_receipt(inputs)
	return __en.account_view_receipt(inputs)
});
/**
* | output |
* | --- |
* | "for {kind} {number}" |
*
* @param {Account_View_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_receipt_for = /** @type {((inputs: Account_View_Receipt_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_View_Receipt_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_view_receipt_for(inputs)
	return __en.account_view_receipt_for(inputs)
});
/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Account_Receipts_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_title = /** @type {((inputs?: Account_Receipts_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_title(inputs)
	return __en.account_receipts_title(inputs)
});
/**
* | output |
* | --- |
* | "Every order, monthly bill, tip, refund and credit, newest first. Open one to print it. Each month’s bill, charged or declined, is in your" |
*
* @param {Account_Receipts_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro = /** @type {((inputs?: Account_Receipts_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_intro(inputs)
	return __en.account_receipts_intro(inputs)
});
/**
* | output |
* | --- |
* | "billing history" |
*
* @param {Account_Receipts_Intro_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_intro_link = /** @type {((inputs?: Account_Receipts_Intro_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_Intro_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_intro_link(inputs)
	return __en.account_receipts_intro_link(inputs)
});
/**
* | output |
* | --- |
* | "Loading your receipts" |
*
* @param {Account_Receipts_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_loading = /** @type {((inputs?: Account_Receipts_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_loading(inputs)
	return __en.account_receipts_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not load your receipts" |
*
* @param {Account_Receipts_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed = /** @type {((inputs?: Account_Receipts_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_failed(inputs)
	return __en.account_receipts_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your orders are safe; only this list failed to load." |
*
* @param {Account_Receipts_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_failed_text = /** @type {((inputs?: Account_Receipts_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_failed_text(inputs)
	return __en.account_receipts_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "No receipts yet" |
*
* @param {Account_Receipts_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_title = /** @type {((inputs?: Account_Receipts_Empty_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_Empty_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_empty_title(inputs)
	return __en.account_receipts_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Start shopping" |
*
* @param {Account_Start_ShoppingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_start_shopping = /** @type {((inputs?: Account_Start_ShoppingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Start_ShoppingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_start_shopping(inputs)
	return __en.account_start_shopping(inputs)
});
/**
* | output |
* | --- |
* | "When you place an order or a monthly bill is charged, its receipt appears here." |
*
* @param {Account_Receipts_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_text = /** @type {((inputs?: Account_Receipts_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_empty_text(inputs)
	return __en.account_receipts_empty_text(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} receipt" |
* | "other" | "{count} receipts" |
*
* @param {Account_Receipts_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_count = /** @type {((inputs: Account_Receipts_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_count(inputs)
	return __en.account_receipts_count(inputs)
});
/**
* | output |
* | --- |
* | "Receipt pages" |
*
* @param {Account_Receipts_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_pages = /** @type {((inputs?: Account_Receipts_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_pages(inputs)
	return __en.account_receipts_pages(inputs)
});
/**
* | output |
* | --- |
* | "There are no receipts on this page." |
*
* @param {Account_Receipts_Empty_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipts_empty_page = /** @type {((inputs?: Account_Receipts_Empty_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipts_Empty_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipts_empty_page(inputs)
	return __en.account_receipts_empty_page(inputs)
});
/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Account_Paper_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_issued = /** @type {((inputs?: Account_Paper_IssuedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_IssuedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_issued(inputs)
	return __en.account_paper_issued(inputs)
});
/**
* | output |
* | --- |
* | "Refunded on" |
*
* @param {Account_Paper_Refunded_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_refunded_on = /** @type {((inputs?: Account_Paper_Refunded_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Refunded_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_refunded_on(inputs)
	return __en.account_paper_refunded_on(inputs)
});
/**
* | output |
* | --- |
* | "Credited on" |
*
* @param {Account_Paper_Credited_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_credited_on = /** @type {((inputs?: Account_Paper_Credited_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Credited_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_credited_on(inputs)
	return __en.account_paper_credited_on(inputs)
});
/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Account_Paper_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_paid_on = /** @type {((inputs?: Account_Paper_Paid_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Paid_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_paid_on(inputs)
	return __en.account_paper_paid_on(inputs)
});
/**
* | output |
* | --- |
* | "Total refunded" |
*
* @param {Account_Paper_Total_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_refunded = /** @type {((inputs?: Account_Paper_Total_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Total_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_total_refunded(inputs)
	return __en.account_paper_total_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Total credited" |
*
* @param {Account_Paper_Total_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_total_credited = /** @type {((inputs?: Account_Paper_Total_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_Total_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_total_credited(inputs)
	return __en.account_paper_total_credited(inputs)
});
/**
* | output |
* | --- |
* | "Total charged" |
*
* @param {Account_Total_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total_charged = /** @type {((inputs?: Account_Total_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Total_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_total_charged(inputs)
	return __en.account_total_charged(inputs)
});
/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Account_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice = /** @type {((inputs?: Account_InvoiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_InvoiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_invoice(inputs)
	return __en.account_invoice(inputs)
});
/**
* | output |
* | --- |
* | "Credit note" |
*
* @param {Account_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_note = /** @type {((inputs?: Account_Credit_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_note(inputs)
	return __en.account_credit_note(inputs)
});
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Account_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt = /** @type {((inputs?: Account_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt(inputs)
	return __en.account_receipt(inputs)
});
/**
* | output |
* | --- |
* | "GST/HST no. {number}" |
*
* @param {Account_Gst_Hst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_gst_hst_number = /** @type {((inputs: Account_Gst_Hst_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Gst_Hst_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_gst_hst_number(inputs)
	return __en.account_gst_hst_number(inputs)
});
/**
* | output |
* | --- |
* | "QST no. {number}" |
*
* @param {Account_Qst_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qst_number = /** @type {((inputs: Account_Qst_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Qst_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_qst_number(inputs)
	return __en.account_qst_number(inputs)
});
/**
* | output |
* | --- |
* | "Receipt details" |
*
* @param {Account_Receipt_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_details = /** @type {((inputs?: Account_Receipt_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_details(inputs)
	return __en.account_receipt_details(inputs)
});
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Account_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_date = /** @type {((inputs?: Account_Bill_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_date(inputs)
	return __en.account_bill_date(inputs)
});
/**
* | output |
* | --- |
* | "Card declined" |
*
* @param {Account_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined = /** @type {((inputs?: Account_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_declined(inputs)
	return __en.account_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "For order" |
*
* @param {Account_For_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_order = /** @type {((inputs?: Account_For_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_For_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_for_order(inputs)
	return __en.account_for_order(inputs)
});
/**
* | output |
* | --- |
* | "For the bill of" |
*
* @param {Account_For_Bill_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_bill_of = /** @type {((inputs?: Account_For_Bill_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_For_Bill_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_for_bill_of(inputs)
	return __en.account_for_bill_of(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Account_CustomerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer = /** @type {((inputs?: Account_CustomerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CustomerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_customer(inputs)
	return __en.account_customer(inputs)
});
/**
* | output |
* | --- |
* | "Billed for" |
*
* @param {Account_Billed_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billed_for = /** @type {((inputs?: Account_Billed_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billed_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billed_for(inputs)
	return __en.account_billed_for(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Account_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address = /** @type {((inputs?: Account_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address(inputs)
	return __en.account_address(inputs)
});
/**
* | output |
* | --- |
* | "This month" |
*
* @param {Account_This_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_this_month = /** @type {((inputs?: Account_This_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_This_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_this_month(inputs)
	return __en.account_this_month(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Account_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_details = /** @type {((inputs?: Account_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_details(inputs)
	return __en.account_details(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Account_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_description = /** @type {((inputs?: Account_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_description(inputs)
	return __en.account_description(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Account_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount = /** @type {((inputs?: Account_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amount(inputs)
	return __en.account_amount(inputs)
});
/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Account_TotalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_totals = /** @type {((inputs?: Account_TotalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TotalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_totals(inputs)
	return __en.account_totals(inputs)
});
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Account_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_subtotal = /** @type {((inputs?: Account_SubtotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SubtotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_subtotal(inputs)
	return __en.account_subtotal(inputs)
});
/**
* | output |
* | --- |
* | "Sales tax" |
*
* @param {Account_Sales_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sales_tax = /** @type {((inputs?: Account_Sales_TaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sales_TaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sales_tax(inputs)
	return __en.account_sales_tax(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Account_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_none = /** @type {((inputs?: Account_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_none(inputs)
	return __en.account_none(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Account_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_total = /** @type {((inputs?: Account_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_total(inputs)
	return __en.account_total(inputs)
});
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Account_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_used = /** @type {((inputs?: Account_Credit_UsedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_UsedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_used(inputs)
	return __en.account_credit_used(inputs)
});
/**
* | output |
* | --- |
* | "Added to your account credit" |
*
* @param {Account_Added_To_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_added_to_credit = /** @type {((inputs?: Account_Added_To_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Added_To_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_added_to_credit(inputs)
	return __en.account_added_to_credit(inputs)
});
/**
* | output |
* | --- |
* | "Amount owed" |
*
* @param {Account_Amount_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amount_owed = /** @type {((inputs?: Account_Amount_OwedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Amount_OwedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amount_owed(inputs)
	return __en.account_amount_owed(inputs)
});
/**
* | output |
* | --- |
* | "Amounts in Canadian dollars (CAD). Taxes total {amount}." |
*
* @param {Account_Amounts_CadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_amounts_cad = /** @type {((inputs: Account_Amounts_CadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Amounts_CadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_amounts_cad(inputs)
	return __en.account_amounts_cad(inputs)
});
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Account_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment = /** @type {((inputs?: Account_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment(inputs)
	return __en.account_payment(inputs)
});
/**
* | output |
* | --- |
* | "No card was charged: the amount was added to your account credit." |
*
* @param {Account_No_Card_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_credit = /** @type {((inputs?: Account_No_Card_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Card_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_card_credit(inputs)
	return __en.account_no_card_credit(inputs)
});
/**
* | output |
* | --- |
* | "Paid in full with account credit." |
*
* @param {Account_Paid_With_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_with_credit = /** @type {((inputs?: Account_Paid_With_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paid_With_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paid_with_credit(inputs)
	return __en.account_paid_with_credit(inputs)
});
/**
* | output |
* | --- |
* | "No card payment recorded." |
*
* @param {Account_No_Card_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_payment = /** @type {((inputs?: Account_No_Card_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Card_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_card_payment(inputs)
	return __en.account_no_card_payment(inputs)
});
/**
* | output |
* | --- |
* | "Refunded to {card}:" |
*
* @param {Account_Refunded_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to = /** @type {((inputs: Account_Refunded_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refunded_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refunded_to(inputs)
	return __en.account_refunded_to(inputs)
});
/**
* | output |
* | --- |
* | "Charged to {card}:" |
*
* @param {Account_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_to = /** @type {((inputs: Account_Charged_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Charged_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_charged_to(inputs)
	return __en.account_charged_to(inputs)
});
/**
* | output |
* | --- |
* | "Tried {card}:" |
*
* @param {Account_TriedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tried = /** @type {((inputs: Account_TriedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TriedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tried(inputs)
	return __en.account_tried(inputs)
});
/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Account_On_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_on_date = /** @type {((inputs: Account_On_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_On_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_on_date(inputs)
	return __en.account_on_date(inputs)
});
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Account_Payment_Failed_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_failed_status = /** @type {((inputs?: Account_Payment_Failed_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Failed_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment_failed_status(inputs)
	return __en.account_payment_failed_status(inputs)
});
/**
* | output |
* | --- |
* | "declined" |
*
* @param {Account_Payment_Declined_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_declined_status = /** @type {((inputs?: Account_Payment_Declined_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Declined_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment_declined_status(inputs)
	return __en.account_payment_declined_status(inputs)
});
/**
* | output |
* | --- |
* | "pending" |
*
* @param {Account_Payment_Pending_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_pending_status = /** @type {((inputs?: Account_Payment_Pending_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Pending_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment_pending_status(inputs)
	return __en.account_payment_pending_status(inputs)
});
/**
* | output |
* | --- |
* | "Your note: “{note}”" |
*
* @param {Account_Your_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_note = /** @type {((inputs: Account_Your_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_note(inputs)
	return __en.account_your_note(inputs)
});
/**
* | output |
* | --- |
* | "{amount} is owed." |
*
* @param {Account_Is_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_is_owed = /** @type {((inputs: Account_Is_OwedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Is_OwedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_is_owed(inputs)
	return __en.account_is_owed(inputs)
});
/**
* | output |
* | --- |
* | "Pay it or update your card" |
*
* @param {Account_Pay_Or_UpdateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_or_update = /** @type {((inputs?: Account_Pay_Or_UpdateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_Or_UpdateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_or_update(inputs)
	return __en.account_pay_or_update(inputs)
});
/**
* | output |
* | --- |
* | "Payment terms: {terms} Questions about this receipt? Call {phone} or write to {email} with its number, {number}." |
*
* @param {Account_Paper_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paper_terms = /** @type {((inputs: Account_Paper_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paper_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paper_terms(inputs)
	return __en.account_paper_terms(inputs)
});
/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Account_Payment_Refunded_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_refunded_status = /** @type {((inputs?: Account_Payment_Refunded_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Refunded_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment_refunded_status(inputs)
	return __en.account_payment_refunded_status(inputs)
});
/**
* | output |
* | --- |
* | "This return is free: nothing is charged." |
*
* @param {Account_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_free = /** @type {((inputs?: Account_Return_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_free(inputs)
	return __en.account_return_free(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined for the return fee: {amount} is owed." |
*
* @param {Account_Return_Fee_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_declined = /** @type {((inputs: Account_Return_Fee_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Fee_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_fee_declined(inputs)
	return __en.account_return_fee_declined(inputs)
});
/**
* | output |
* | --- |
* | "The items are returned. We will try your card again; to pay now," |
*
* @param {Account_Return_Fee_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry = /** @type {((inputs?: Account_Return_Fee_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Fee_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_fee_retry(inputs)
	return __en.account_return_fee_retry(inputs)
});
/**
* | output |
* | --- |
* | "update your card or pay the balance" |
*
* @param {Account_Return_Fee_Retry_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_retry_link = /** @type {((inputs?: Account_Return_Fee_Retry_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Fee_Retry_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_fee_retry_link(inputs)
	return __en.account_return_fee_retry_link(inputs)
});
/**
* | output |
* | --- |
* | "The return fee of {amount} is charged to your card on file once our crew has picked the items up." |
*
* @param {Account_Return_Fee_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_fee_open = /** @type {((inputs: Account_Return_Fee_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Fee_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_fee_open(inputs)
	return __en.account_return_fee_open(inputs)
});
/**
* | output |
* | --- |
* | "Order details" |
*
* @param {Account_Order_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_details = /** @type {((inputs?: Account_Order_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_order_details(inputs)
	return __en.account_order_details(inputs)
});
/**
* | output |
* | --- |
* | "Order date" |
*
* @param {Account_Order_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_date = /** @type {((inputs?: Account_Order_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_order_date(inputs)
	return __en.account_order_date(inputs)
});
/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Account_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_paid = /** @type {((inputs?: Account_Not_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_not_paid(inputs)
	return __en.account_not_paid(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Account_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup = /** @type {((inputs?: Account_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup(inputs)
	return __en.account_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Account_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery = /** @type {((inputs?: Account_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery(inputs)
	return __en.account_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Account_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pick_up_at = /** @type {((inputs?: Account_Pick_Up_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pick_Up_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pick_up_at(inputs)
	return __en.account_pick_up_at(inputs)
});
/**
* | output |
* | --- |
* | "Every day, 10 am to 5 pm (Toronto time)" |
*
* @param {Account_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_hours = /** @type {((inputs?: Account_Pickup_HoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_HoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_hours(inputs)
	return __en.account_pickup_hours(inputs)
});
/**
* | output |
* | --- |
* | "{hours}. Bring photo ID and your order number." |
*
* @param {Account_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_bring = /** @type {((inputs: Account_Pickup_BringInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_BringInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_bring(inputs)
	return __en.account_pickup_bring(inputs)
});
/**
* | output |
* | --- |
* | "Depot" |
*
* @param {Account_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_depot = /** @type {((inputs?: Account_DepotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DepotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_depot(inputs)
	return __en.account_depot(inputs)
});
/**
* | output |
* | --- |
* | "Moved from" |
*
* @param {Account_Moved_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_from = /** @type {((inputs?: Account_Moved_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Moved_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_moved_from(inputs)
	return __en.account_moved_from(inputs)
});
/**
* | output |
* | --- |
* | "Picked up from" |
*
* @param {Account_Picked_Up_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picked_up_from = /** @type {((inputs?: Account_Picked_Up_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Picked_Up_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_picked_up_from(inputs)
	return __en.account_picked_up_from(inputs)
});
/**
* | output |
* | --- |
* | "Customer address" |
*
* @param {Account_Customer_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_customer_address = /** @type {((inputs?: Account_Customer_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Customer_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_customer_address(inputs)
	return __en.account_customer_address(inputs)
});
/**
* | output |
* | --- |
* | "Delivered to" |
*
* @param {Account_Delivered_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivered_to = /** @type {((inputs?: Account_Delivered_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivered_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivered_to(inputs)
	return __en.account_delivered_to(inputs)
});
/**
* | output |
* | --- |
* | "No address" |
*
* @param {Account_No_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_address = /** @type {((inputs?: Account_No_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_address(inputs)
	return __en.account_no_address(inputs)
});
/**
* | output |
* | --- |
* | "Move address" |
*
* @param {Account_Move_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_address = /** @type {((inputs?: Account_Move_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_address(inputs)
	return __en.account_move_address(inputs)
});
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Account_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_items = /** @type {((inputs?: Account_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_items(inputs)
	return __en.account_items(inputs)
});
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Account_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item = /** @type {((inputs?: Account_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_item(inputs)
	return __en.account_item(inputs)
});
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Account_QtyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_qty = /** @type {((inputs?: Account_QtyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_QtyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_qty(inputs)
	return __en.account_qty(inputs)
});
/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Account_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_price = /** @type {((inputs?: Account_Unit_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unit_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unit_price(inputs)
	return __en.account_unit_price(inputs)
});
/**
* | output |
* | --- |
* | "Retail {price}, sold at 85% off" |
*
* @param {Account_Retail_Sold_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail_sold_at = /** @type {((inputs: Account_Retail_Sold_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Retail_Sold_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_retail_sold_at(inputs)
	return __en.account_retail_sold_at(inputs)
});
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Account_RetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_retail = /** @type {((inputs?: Account_RetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_retail(inputs)
	return __en.account_retail(inputs)
});
/**
* | output |
* | --- |
* | ", sold at 85% off" |
*
* @param {Account_Sold_At_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sold_at_off = /** @type {((inputs?: Account_Sold_At_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sold_At_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sold_at_off(inputs)
	return __en.account_sold_at_off(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare damage cover {price}; {monthly} in all" |
*
* @param {Account_Pivotcare_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pivotcare_line = /** @type {((inputs: Account_Pivotcare_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pivotcare_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pivotcare_line(inputs)
	return __en.account_pivotcare_line(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled: not moved" |
*
* @param {Account_Cancelled_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_moved = /** @type {((inputs?: Account_Cancelled_Not_MovedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancelled_Not_MovedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancelled_not_moved(inputs)
	return __en.account_cancelled_not_moved(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled: not delivered" |
*
* @param {Account_Cancelled_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelled_not_delivered = /** @type {((inputs?: Account_Cancelled_Not_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancelled_Not_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancelled_not_delivered(inputs)
	return __en.account_cancelled_not_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Moved to the move address; its monthly fee is unchanged" |
*
* @param {Account_Moved_Fee_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moved_fee_unchanged = /** @type {((inputs?: Account_Moved_Fee_UnchangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Moved_Fee_UnchangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_moved_fee_unchanged(inputs)
	return __en.account_moved_fee_unchanged(inputs)
});
/**
* | output |
* | --- |
* | "Comes in place of the returned piece; first month billed on delivery" |
*
* @param {Account_Swap_In_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_in_place = /** @type {((inputs?: Account_Swap_In_PlaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Swap_In_PlaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_swap_in_place(inputs)
	return __en.account_swap_in_place(inputs)
});
/**
* | output |
* | --- |
* | "First month charged today" |
*
* @param {Account_First_Month_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_first_month_today = /** @type {((inputs?: Account_First_Month_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_First_Month_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_first_month_today(inputs)
	return __en.account_first_month_today(inputs)
});
/**
* | output |
* | --- |
* | "Assembly {amount}" |
*
* @param {Account_Assembly_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly_amount = /** @type {((inputs: Account_Assembly_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Assembly_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_assembly_amount(inputs)
	return __en.account_assembly_amount(inputs)
});
/**
* | output |
* | --- |
* | "Pickup cancelled: {name} stays with you" |
*
* @param {Account_Pickup_Cancelled_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_cancelled_stays = /** @type {((inputs: Account_Pickup_Cancelled_StaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_Cancelled_StaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_cancelled_stays(inputs)
	return __en.account_pickup_cancelled_stays(inputs)
});
/**
* | output |
* | --- |
* | "Return pickup: {name}" |
*
* @param {Account_Return_Pickup_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup_of = /** @type {((inputs: Account_Return_Pickup_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_Pickup_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_pickup_of(inputs)
	return __en.account_return_pickup_of(inputs)
});
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Account_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_fee = /** @type {((inputs?: Account_Move_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_fee(inputs)
	return __en.account_move_fee(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Account_ProductsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_products = /** @type {((inputs?: Account_ProductsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ProductsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_products(inputs)
	return __en.account_products(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Account_Pickup_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse = /** @type {((inputs?: Account_Pickup_WarehouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_WarehouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_warehouse(inputs)
	return __en.account_pickup_warehouse(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Account_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_free = /** @type {((inputs?: Account_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_free(inputs)
	return __en.account_free(inputs)
});
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Account_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_assembly = /** @type {((inputs?: Account_AssemblyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AssemblyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_assembly(inputs)
	return __en.account_assembly(inputs)
});
/**
* | output |
* | --- |
* | "Return pickup" |
*
* @param {Account_Return_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_return_pickup = /** @type {((inputs?: Account_Return_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Return_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_return_pickup(inputs)
	return __en.account_return_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Account_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_discount = /** @type {((inputs?: Account_DiscountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DiscountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_discount(inputs)
	return __en.account_discount(inputs)
});
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Account_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded = /** @type {((inputs?: Account_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refunded(inputs)
	return __en.account_refunded(inputs)
});
/**
* | output |
* | --- |
* | "Your monthly fees do not change: {amount} plus tax for the moved items, billed as before." |
*
* @param {Account_Monthly_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_unchanged = /** @type {((inputs: Account_Monthly_UnchangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Monthly_UnchangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_monthly_unchanged(inputs)
	return __en.account_monthly_unchanged(inputs)
});
/**
* | output |
* | --- |
* | "Then {amount} plus tax for the monthly items, billed from a month after delivery." |
*
* @param {Account_Monthly_ThenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_then = /** @type {((inputs: Account_Monthly_ThenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Monthly_ThenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_monthly_then(inputs)
	return __en.account_monthly_then(inputs)
});
/**
* | output |
* | --- |
* | "Crew tips" |
*
* @param {Account_Crew_TipsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_tips = /** @type {((inputs?: Account_Crew_TipsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_TipsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_tips(inputs)
	return __en.account_crew_tips(inputs)
});
/**
* | output |
* | --- |
* | "Tip for the delivery crew:" |
*
* @param {Account_Tip_For_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew = /** @type {((inputs?: Account_Tip_For_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_For_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_for_crew(inputs)
	return __en.account_tip_for_crew(inputs)
});
/**
* | output |
* | --- |
* | "Tip for the delivery crew charged to {card}:" |
*
* @param {Account_Tip_For_Crew_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_for_crew_card = /** @type {((inputs: Account_Tip_For_Crew_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_For_Crew_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_for_crew_card(inputs)
	return __en.account_tip_for_crew_card(inputs)
});
/**
* | output |
* | --- |
* | "Tips go to the crew in full. They are charged apart from this order and are not taxed." |
*
* @param {Account_Tips_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tips_note = /** @type {((inputs?: Account_Tips_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tips_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tips_note(inputs)
	return __en.account_tips_note(inputs)
});
/**
* | output |
* | --- |
* | "Payment terms: the return fee is charged once, to the card on file, after the pickup." |
*
* @param {Account_Terms_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_return = /** @type {((inputs?: Account_Terms_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_terms_return(inputs)
	return __en.account_terms_return(inputs)
});
/**
* | output |
* | --- |
* | "Payment terms: paid in full at checkout." |
*
* @param {Account_Terms_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_paid = /** @type {((inputs?: Account_Terms_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_terms_paid(inputs)
	return __en.account_terms_paid(inputs)
});
/**
* | output |
* | --- |
* | "Later subscription fees are billed monthly to the card on file." |
*
* @param {Account_Terms_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_subscription = /** @type {((inputs?: Account_Terms_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_terms_subscription(inputs)
	return __en.account_terms_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Questions about this receipt? Call {phone} or write to {email} with your order number." |
*
* @param {Account_Terms_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_terms_questions = /** @type {((inputs: Account_Terms_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Terms_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_terms_questions(inputs)
	return __en.account_terms_questions(inputs)
});
/**
* | output |
* | --- |
* | "Loading your receipt" |
*
* @param {Account_Receipt_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_loading = /** @type {((inputs?: Account_Receipt_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_loading(inputs)
	return __en.account_receipt_loading(inputs)
});
/**
* | output |
* | --- |
* | "All receipts" |
*
* @param {Account_All_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_all_receipts = /** @type {((inputs?: Account_All_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_All_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_all_receipts(inputs)
	return __en.account_all_receipts(inputs)
});
/**
* | output |
* | --- |
* | "Print invoice" |
*
* @param {Account_Print_InvoiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_invoice = /** @type {((inputs?: Account_Print_InvoiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Print_InvoiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_print_invoice(inputs)
	return __en.account_print_invoice(inputs)
});
/**
* | output |
* | --- |
* | "Print receipt" |
*
* @param {Account_Print_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_print_receipt = /** @type {((inputs?: Account_Print_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Print_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_print_receipt(inputs)
	return __en.account_print_receipt(inputs)
});
/**
* | output |
* | --- |
* | "We could not load this receipt" |
*
* @param {Account_Receipt_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed = /** @type {((inputs?: Account_Receipt_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_load_failed(inputs)
	return __en.account_receipt_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "We could not find this receipt" |
*
* @param {Account_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found = /** @type {((inputs?: Account_Receipt_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_not_found(inputs)
	return __en.account_receipt_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Your order is safe; only this page failed to load." |
*
* @param {Account_Receipt_Load_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_load_failed_text = /** @type {((inputs?: Account_Receipt_Load_Failed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_Load_Failed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_load_failed_text(inputs)
	return __en.account_receipt_load_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "It may belong to another account, or the link is incomplete." |
*
* @param {Account_Receipt_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_not_found_text = /** @type {((inputs?: Account_Receipt_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_not_found_text(inputs)
	return __en.account_receipt_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "View photos" |
*
* @param {Account_View_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_photos = /** @type {((inputs?: Account_View_PhotosInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_View_PhotosInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_view_photos(inputs)
	return __en.account_view_photos(inputs)
});
/**
* | output |
* | --- |
* | "Add or replace photos" |
*
* @param {Account_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_photos = /** @type {((inputs?: Account_Add_PhotosInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_PhotosInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_add_photos(inputs)
	return __en.account_add_photos(inputs)
});
/**
* | output |
* | --- |
* | "Receipt {number}" |
*
* @param {Account_Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_title = /** @type {((inputs: Account_Receipt_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_title(inputs)
	return __en.account_receipt_title(inputs)
});
/**
* | output |
* | --- |
* | "Invoice {number}" |
*
* @param {Account_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_invoice_title = /** @type {((inputs: Account_Invoice_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_invoice_title(inputs)
	return __en.account_invoice_title(inputs)
});
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Account_Pickup_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_warehouse_name = /** @type {((inputs?: Account_Pickup_Warehouse_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_Warehouse_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_warehouse_name(inputs)
	return __en.account_pickup_warehouse_name(inputs)
});
/**
* | output |
* | --- |
* | "{total} ({fee} fee + {care} PivotCare)" |
*
* @param {Account_Monthly_PartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_parts = /** @type {((inputs: Account_Monthly_PartsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Monthly_PartsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_monthly_parts(inputs)
	return __en.account_monthly_parts(inputs)
});
/**
* | output |
* | --- |
* | "Ordered" |
*
* @param {Account_Product_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_ordered = /** @type {((inputs?: Account_Product_OrderedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_OrderedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_ordered(inputs)
	return __en.account_product_ordered(inputs)
});
/**
* | output |
* | --- |
* | "With you" |
*
* @param {Account_Product_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_with_you = /** @type {((inputs?: Account_Product_With_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_With_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_with_you(inputs)
	return __en.account_product_with_you(inputs)
});
/**
* | output |
* | --- |
* | "Return scheduled" |
*
* @param {Account_Product_Return_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_return_scheduled = /** @type {((inputs?: Account_Product_Return_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_Return_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_return_scheduled(inputs)
	return __en.account_product_return_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Account_Product_ReturnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_returned = /** @type {((inputs?: Account_Product_ReturnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_ReturnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_returned(inputs)
	return __en.account_product_returned(inputs)
});
/**
* | output |
* | --- |
* | "Bought out" |
*
* @param {Account_Product_Bought_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_bought_out = /** @type {((inputs?: Account_Product_Bought_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_Bought_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_bought_out(inputs)
	return __en.account_product_bought_out(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Product_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_cancelled = /** @type {((inputs?: Account_Product_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_cancelled(inputs)
	return __en.account_product_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Account_Product_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_product_yours = /** @type {((inputs?: Account_Product_YoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Product_YoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_product_yours(inputs)
	return __en.account_product_yours(inputs)
});
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Account_Pay_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription = /** @type {((inputs?: Account_Pay_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_subscription(inputs)
	return __en.account_pay_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Subscription, {charge}" |
*
* @param {Account_Pay_Subscription_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_subscription_charge = /** @type {((inputs: Account_Pay_Subscription_ChargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_Subscription_ChargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_subscription_charge(inputs)
	return __en.account_pay_subscription_charge(inputs)
});
/**
* | output |
* | --- |
* | "Financing" |
*
* @param {Account_Pay_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing = /** @type {((inputs?: Account_Pay_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_financing(inputs)
	return __en.account_pay_financing(inputs)
});
/**
* | output |
* | --- |
* | "Financing, {count} monthly payments of {amount}" |
*
* @param {Account_Pay_Financing_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_financing_charge = /** @type {((inputs: Account_Pay_Financing_ChargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_Financing_ChargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_financing_charge(inputs)
	return __en.account_pay_financing_charge(inputs)
});
/**
* | output |
* | --- |
* | "Rental" |
*
* @param {Account_Pay_RentalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental = /** @type {((inputs?: Account_Pay_RentalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_RentalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_rental(inputs)
	return __en.account_pay_rental(inputs)
});
/**
* | output |
* | --- |
* | "Rental, {charge} until returned" |
*
* @param {Account_Pay_Rental_ChargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_rental_charge = /** @type {((inputs: Account_Pay_Rental_ChargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_Rental_ChargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_rental_charge(inputs)
	return __en.account_pay_rental_charge(inputs)
});
/**
* | output |
* | --- |
* | "Bought outright" |
*
* @param {Account_Pay_OutrightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_outright = /** @type {((inputs?: Account_Pay_OutrightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_OutrightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_outright(inputs)
	return __en.account_pay_outright(inputs)
});
/**
* | output |
* | --- |
* | "{amount} left until paid off" |
*
* @param {Account_Left_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_paid_off = /** @type {((inputs: Account_Left_Paid_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Left_Paid_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_left_paid_off(inputs)
	return __en.account_left_paid_off(inputs)
});
/**
* | output |
* | --- |
* | "{amount} left until it is yours" |
*
* @param {Account_Left_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_yours = /** @type {((inputs: Account_Left_YoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Left_YoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_left_yours(inputs)
	return __en.account_left_yours(inputs)
});
/**
* | output |
* | --- |
* | "Every piece you have with us, by address: how you pay for it, what is paid and what is left." |
*
* @param {Account_My_Products_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_products_intro = /** @type {((inputs?: Account_My_Products_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Products_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_my_products_intro(inputs)
	return __en.account_my_products_intro(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {value}" |
*
* @param {Account_Option_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_option_value = /** @type {((inputs: Account_Option_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Option_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_option_value(inputs)
	return __en.account_option_value(inputs)
});
/**
* | output |
* | --- |
* | "Arriving on" |
*
* @param {Account_Arriving_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_on = /** @type {((inputs?: Account_Arriving_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Arriving_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_arriving_on(inputs)
	return __en.account_arriving_on(inputs)
});
/**
* | output |
* | --- |
* | "Since" |
*
* @param {Account_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_since = /** @type {((inputs?: Account_SinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_since(inputs)
	return __en.account_since(inputs)
});
/**
* | output |
* | --- |
* | "Paid so far" |
*
* @param {Account_Paid_So_FarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_so_far = /** @type {((inputs?: Account_Paid_So_FarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paid_So_FarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paid_so_far(inputs)
	return __en.account_paid_so_far(inputs)
});
/**
* | output |
* | --- |
* | "Left until paid off" |
*
* @param {Account_Left_Until_Paid_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_paid_off = /** @type {((inputs?: Account_Left_Until_Paid_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Left_Until_Paid_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_left_until_paid_off(inputs)
	return __en.account_left_until_paid_off(inputs)
});
/**
* | output |
* | --- |
* | "Left until owned" |
*
* @param {Account_Left_Until_OwnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_left_until_owned = /** @type {((inputs?: Account_Left_Until_OwnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Left_Until_OwnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_left_until_owned(inputs)
	return __en.account_left_until_owned(inputs)
});
/**
* | output |
* | --- |
* | "Buyout price today" |
*
* @param {Account_Buyout_TodayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_buyout_today = /** @type {((inputs?: Account_Buyout_TodayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Buyout_TodayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_buyout_today(inputs)
	return __en.account_buyout_today(inputs)
});
/**
* | output |
* | --- |
* | "Next payment" |
*
* @param {Account_Next_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment = /** @type {((inputs?: Account_Next_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_payment(inputs)
	return __en.account_next_payment(inputs)
});
/**
* | output |
* | --- |
* | "{amount} plus tax, {date}" |
*
* @param {Account_Next_Payment_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_next_payment_value = /** @type {((inputs: Account_Next_Payment_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Next_Payment_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_next_payment_value(inputs)
	return __en.account_next_payment_value(inputs)
});
/**
* | output |
* | --- |
* | "No furniture yet" |
*
* @param {Account_No_Furniture_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_title = /** @type {((inputs?: Account_No_Furniture_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Furniture_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_furniture_title(inputs)
	return __en.account_no_furniture_title(inputs)
});
/**
* | output |
* | --- |
* | "What you subscribe to, finance, rent or buy shows here once it is ordered." |
*
* @param {Account_No_Furniture_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_text = /** @type {((inputs?: Account_No_Furniture_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Furniture_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_furniture_text(inputs)
	return __en.account_no_furniture_text(inputs)
});
/**
* | output |
* | --- |
* | "{window}, {depot} time" |
*
* @param {Account_Window_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_time = /** @type {((inputs: Account_Window_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_time(inputs)
	return __en.account_window_time(inputs)
});
/**
* | output |
* | --- |
* | "{name} × {quantity}" |
*
* @param {Account_Item_TimesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_item_times = /** @type {((inputs: Account_Item_TimesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Item_TimesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_item_times(inputs)
	return __en.account_item_times(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Dstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_scheduled = /** @type {((inputs?: Account_Dstatus_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_scheduled(inputs)
	return __en.account_dstatus_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "On its way" |
*
* @param {Account_Dstatus_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_on_its_way = /** @type {((inputs?: Account_Dstatus_On_Its_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_On_Its_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_on_its_way(inputs)
	return __en.account_dstatus_on_its_way(inputs)
});
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Dstatus_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_arrived = /** @type {((inputs?: Account_Dstatus_ArrivedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_ArrivedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_arrived(inputs)
	return __en.account_dstatus_arrived(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Dstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_done = /** @type {((inputs?: Account_Dstatus_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_done(inputs)
	return __en.account_dstatus_done(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Dstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_cancelled = /** @type {((inputs?: Account_Dstatus_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_cancelled(inputs)
	return __en.account_dstatus_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Dstatus_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_picked_up = /** @type {((inputs?: Account_Dstatus_Picked_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_Picked_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_picked_up(inputs)
	return __en.account_dstatus_picked_up(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Dstatus_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_dstatus_delivered = /** @type {((inputs?: Account_Dstatus_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Dstatus_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_dstatus_delivered(inputs)
	return __en.account_dstatus_delivered(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that delivery" |
*
* @param {Account_Delivery_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_not_found = /** @type {((inputs?: Account_Delivery_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivery_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery_not_found(inputs)
	return __en.account_delivery_not_found(inputs)
});
/**
* | output |
* | --- |
* | "See your deliveries" |
*
* @param {Account_See_Your_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_your_deliveries = /** @type {((inputs?: Account_See_Your_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_Your_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_your_deliveries(inputs)
	return __en.account_see_your_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "Swap {number}: the crew brings the new piece and takes the old one on one visit. Moving or cancelling one half moves or cancels both." |
*
* @param {Account_Booking_Note_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_swap = /** @type {((inputs: Account_Booking_Note_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Booking_Note_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_booking_note_swap(inputs)
	return __en.account_booking_note_swap(inputs)
});
/**
* | output |
* | --- |
* | "Move {number}: a pickup and a delivery, one booking. Moving or cancelling one moves or cancels both." |
*
* @param {Account_Booking_Note_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booking_note_move = /** @type {((inputs: Account_Booking_Note_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Booking_Note_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_booking_note_move(inputs)
	return __en.account_booking_note_move(inputs)
});
/**
* | output |
* | --- |
* | "Pickup of {date}" |
*
* @param {Account_Card_Label_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_pickup = /** @type {((inputs: Account_Card_Label_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Label_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_label_pickup(inputs)
	return __en.account_card_label_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Delivery of {date}" |
*
* @param {Account_Card_Label_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_label_delivery = /** @type {((inputs: Account_Card_Label_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Label_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_label_delivery(inputs)
	return __en.account_card_label_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Account_Fact_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_window = /** @type {((inputs?: Account_Fact_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Fact_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_fact_window(inputs)
	return __en.account_fact_window(inputs)
});
/**
* | output |
* | --- |
* | "Items to pick up" |
*
* @param {Account_Fact_Items_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_items_pickup = /** @type {((inputs?: Account_Fact_Items_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Fact_Items_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_fact_items_pickup(inputs)
	return __en.account_fact_items_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Account_Fact_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_fact_order = /** @type {((inputs?: Account_Fact_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Fact_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_fact_order(inputs)
	return __en.account_fact_order(inputs)
});
/**
* | output |
* | --- |
* | "Follow this pickup" |
*
* @param {Account_Follow_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_pickup = /** @type {((inputs?: Account_Follow_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Follow_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_follow_pickup(inputs)
	return __en.account_follow_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Follow this delivery" |
*
* @param {Account_Follow_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_delivery = /** @type {((inputs?: Account_Follow_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Follow_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_follow_delivery(inputs)
	return __en.account_follow_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Notices by text message." |
*
* @param {Account_Notices_By_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_sms = /** @type {((inputs?: Account_Notices_By_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_By_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_by_sms(inputs)
	return __en.account_notices_by_sms(inputs)
});
/**
* | output |
* | --- |
* | "Notices by email." |
*
* @param {Account_Notices_By_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_by_email = /** @type {((inputs?: Account_Notices_By_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_By_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_by_email(inputs)
	return __en.account_notices_by_email(inputs)
});
/**
* | output |
* | --- |
* | "Change how you hear about the pickup of {date}" |
*
* @param {Account_Change_Notices_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_pickup = /** @type {((inputs: Account_Change_Notices_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Notices_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change_notices_pickup(inputs)
	return __en.account_change_notices_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Change how you hear about the delivery of {date}" |
*
* @param {Account_Change_Notices_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_notices_delivery = /** @type {((inputs: Account_Change_Notices_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Notices_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change_notices_delivery(inputs)
	return __en.account_change_notices_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Account_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change = /** @type {((inputs?: Account_ChangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ChangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change(inputs)
	return __en.account_change(inputs)
});
/**
* | output |
* | --- |
* | "See what happened" |
*
* @param {Account_See_What_HappenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_what_happened = /** @type {((inputs?: Account_See_What_HappenedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_What_HappenedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_what_happened(inputs)
	return __en.account_see_what_happened(inputs)
});
/**
* | output |
* | --- |
* | "Tip the crew of the pickup of {date}" |
*
* @param {Account_Tip_Crew_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_pickup = /** @type {((inputs: Account_Tip_Crew_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_Crew_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_crew_pickup(inputs)
	return __en.account_tip_crew_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Tip the crew of the delivery of {date}" |
*
* @param {Account_Tip_Crew_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_crew_delivery = /** @type {((inputs: Account_Tip_Crew_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_Crew_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_crew_delivery(inputs)
	return __en.account_tip_crew_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Account_Tip_The_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_tip_the_crew = /** @type {((inputs?: Account_Tip_The_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Tip_The_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_tip_the_crew(inputs)
	return __en.account_tip_the_crew(inputs)
});
/**
* | output |
* | --- |
* | "Your deliveries and pickups: when the crew comes, how you hear about it, and what you can change before the day." |
*
* @param {Account_Deliveries_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_deliveries_intro = /** @type {((inputs?: Account_Deliveries_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Deliveries_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_deliveries_intro(inputs)
	return __en.account_deliveries_intro(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Account_UpcomingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_upcoming = /** @type {((inputs?: Account_UpcomingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UpcomingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_upcoming(inputs)
	return __en.account_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is scheduled. New orders and returns show here." |
*
* @param {Account_Nothing_Scheduled_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_scheduled_new = /** @type {((inputs?: Account_Nothing_Scheduled_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nothing_Scheduled_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nothing_scheduled_new(inputs)
	return __en.account_nothing_scheduled_new(inputs)
});
/**
* | output |
* | --- |
* | "Past" |
*
* @param {Account_PastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_past = /** @type {((inputs?: Account_PastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_past(inputs)
	return __en.account_past(inputs)
});
/**
* | output |
* | --- |
* | "No delivery or pickup yet." |
*
* @param {Account_No_Visit_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_visit_yet = /** @type {((inputs?: Account_No_Visit_YetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Visit_YetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_visit_yet(inputs)
	return __en.account_no_visit_yet(inputs)
});
/**
* | output |
* | --- |
* | "your card" |
*
* @param {Account_Your_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_card = /** @type {((inputs?: Account_Your_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_card(inputs)
	return __en.account_your_card(inputs)
});
/**
* | output |
* | --- |
* | "Swap {number} cancelled" |
*
* @param {Account_Swap_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cancelled_title = /** @type {((inputs: Account_Swap_Cancelled_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Swap_Cancelled_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_swap_cancelled_title(inputs)
	return __en.account_swap_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Move {number} cancelled" |
*
* @param {Account_Move_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cancelled_title = /** @type {((inputs: Account_Move_Cancelled_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_Cancelled_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_cancelled_title(inputs)
	return __en.account_move_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "{amount} is refunded to {card}." |
*
* @param {Account_Refunded_To_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refunded_to_card = /** @type {((inputs: Account_Refunded_To_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refunded_To_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refunded_to_card(inputs)
	return __en.account_refunded_to_card(inputs)
});
/**
* | output |
* | --- |
* | "The refund of {amount} to {card} is on its way; it shows on the receipt once the card processor has made it." |
*
* @param {Account_Refund_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_on_its_way = /** @type {((inputs: Account_Refund_On_Its_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refund_On_Its_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refund_on_its_way(inputs)
	return __en.account_refund_on_its_way(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged, so there is nothing to refund." |
*
* @param {Account_Nothing_To_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_to_refund = /** @type {((inputs?: Account_Nothing_To_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nothing_To_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nothing_to_refund(inputs)
	return __en.account_nothing_to_refund(inputs)
});
/**
* | output |
* | --- |
* | "See the receipt" |
*
* @param {Account_See_The_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_the_receipt = /** @type {((inputs?: Account_See_The_ReceiptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_The_ReceiptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_the_receipt(inputs)
	return __en.account_see_the_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Loading open windows" |
*
* @param {Account_Loading_WindowsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_windows = /** @type {((inputs?: Account_Loading_WindowsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_WindowsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_loading_windows(inputs)
	return __en.account_loading_windows(inputs)
});
/**
* | output |
* | --- |
* | "We could not load the open windows" |
*
* @param {Account_Windows_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_windows_failed = /** @type {((inputs?: Account_Windows_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Windows_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_windows_failed(inputs)
	return __en.account_windows_failed(inputs)
});
/**
* | output |
* | --- |
* | "No open window to move to" |
*
* @param {Account_No_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_open_window = /** @type {((inputs?: Account_No_Open_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Open_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_open_window(inputs)
	return __en.account_no_open_window(inputs)
});
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this pickup can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_pickup = /** @type {((inputs?: Account_No_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_window_pickup(inputs)
	return __en.account_no_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Every window of the next two weeks is full, or this delivery can no longer move. Call us and we will do what we can." |
*
* @param {Account_No_Window_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_window_delivery = /** @type {((inputs?: Account_No_Window_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Window_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_window_delivery(inputs)
	return __en.account_no_window_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Choose a window." |
*
* @param {Account_Choose_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose_window = /** @type {((inputs?: Account_Choose_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Choose_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_choose_window(inputs)
	return __en.account_choose_window(inputs)
});
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Account_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_day = /** @type {((inputs?: Account_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_day(inputs)
	return __en.account_day(inputs)
});
/**
* | output |
* | --- |
* | "Window ({depot} time)" |
*
* @param {Account_Window_Depot_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_window_depot_time = /** @type {((inputs: Account_Window_Depot_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Window_Depot_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_window_depot_time(inputs)
	return __en.account_window_depot_time(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{label} · {count} place left" |
* | "other" | "{label} · {count} places left" |
*
* @param {Account_Slot_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_slot_places_left = /** @type {((inputs: Account_Slot_Places_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Slot_Places_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_slot_places_left(inputs)
	return __en.account_slot_places_left(inputs)
});
/**
* | output |
* | --- |
* | "Not moved" |
*
* @param {Account_Not_MovedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_moved = /** @type {((inputs?: Account_Not_MovedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_MovedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_not_moved(inputs)
	return __en.account_not_moved(inputs)
});
/**
* | output |
* | --- |
* | "Moving" |
*
* @param {Account_MovingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_moving = /** @type {((inputs?: Account_MovingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MovingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_moving(inputs)
	return __en.account_moving(inputs)
});
/**
* | output |
* | --- |
* | "Move it here" |
*
* @param {Account_Move_It_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_it_here = /** @type {((inputs?: Account_Move_It_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_It_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_it_here(inputs)
	return __en.account_move_it_here(inputs)
});
/**
* | output |
* | --- |
* | "Move this pickup" |
*
* @param {Account_Move_This_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_pickup = /** @type {((inputs?: Account_Move_This_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_This_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_this_pickup(inputs)
	return __en.account_move_this_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Move this delivery" |
*
* @param {Account_Move_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_this_delivery = /** @type {((inputs?: Account_Move_This_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_This_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_this_delivery(inputs)
	return __en.account_move_this_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Choose another day and window. The swap’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_swap = /** @type {((inputs?: Account_Move_Desc_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_Desc_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_desc_swap(inputs)
	return __en.account_move_desc_swap(inputs)
});
/**
* | output |
* | --- |
* | "Choose another day and window. The move’s other visit moves with it. Full windows are not shown." |
*
* @param {Account_Move_Desc_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc_move = /** @type {((inputs?: Account_Move_Desc_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_Desc_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_desc_move(inputs)
	return __en.account_move_desc_move(inputs)
});
/**
* | output |
* | --- |
* | "Choose another day and window. Full windows are not shown." |
*
* @param {Account_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_desc = /** @type {((inputs?: Account_Move_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_desc(inputs)
	return __en.account_move_desc(inputs)
});
/**
* | output |
* | --- |
* | "Move to another window" |
*
* @param {Account_Move_To_Another_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_to_another_window = /** @type {((inputs?: Account_Move_To_Another_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_To_Another_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_to_another_window(inputs)
	return __en.account_move_to_another_window(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this pickup?" |
*
* @param {Account_Cancel_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_title = /** @type {((inputs?: Account_Cancel_Pickup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Pickup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_pickup_title(inputs)
	return __en.account_cancel_pickup_title(inputs)
});
/**
* | output |
* | --- |
* | "The crew will not come, and the items stay with you." |
*
* @param {Account_Cancel_Pickup_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup_desc = /** @type {((inputs?: Account_Cancel_Pickup_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Pickup_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_pickup_desc(inputs)
	return __en.account_cancel_pickup_desc(inputs)
});
/**
* | output |
* | --- |
* | "Cancel pickup" |
*
* @param {Account_Cancel_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_pickup = /** @type {((inputs?: Account_Cancel_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_pickup(inputs)
	return __en.account_cancel_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Keep the pickup" |
*
* @param {Account_Keep_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_pickup = /** @type {((inputs?: Account_Keep_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Keep_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_keep_pickup(inputs)
	return __en.account_keep_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Cancelling" |
*
* @param {Account_CancellingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancelling = /** @type {((inputs?: Account_CancellingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CancellingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancelling(inputs)
	return __en.account_cancelling(inputs)
});
/**
* | output |
* | --- |
* | "Not cancelled" |
*
* @param {Account_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_cancelled = /** @type {((inputs?: Account_Not_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_not_cancelled(inputs)
	return __en.account_not_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Both halves of the visit are cancelled: the crew will not bring {coming} or take back {keeps}." |
*
* @param {Account_Swap_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_both_cancelled = /** @type {((inputs: Account_Swap_Both_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Swap_Both_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_swap_both_cancelled(inputs)
	return __en.account_swap_both_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Both visits are cancelled: the crew will not pick up {keeps} or deliver them to the new address." |
*
* @param {Account_Move_Both_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_both_cancelled = /** @type {((inputs: Account_Move_Both_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_Both_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_both_cancelled(inputs)
	return __en.account_move_both_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "{name} stays with you" |
*
* @param {Account_Stays_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_with_you = /** @type {((inputs: Account_Stays_With_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stays_With_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stays_with_you(inputs)
	return __en.account_stays_with_you(inputs)
});
/**
* | output |
* | --- |
* | "where it is" |
*
* @param {Account_Stays_Where_It_IsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stays_where_it_is = /** @type {((inputs?: Account_Stays_Where_It_IsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stays_Where_It_IsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stays_where_it_is(inputs)
	return __en.account_stays_where_it_is(inputs)
});
/**
* | output |
* | --- |
* | ", at {amount} as before" |
*
* @param {Account_At_Monthly_As_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_at_monthly_as_before = /** @type {((inputs: Account_At_Monthly_As_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_At_Monthly_As_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_at_monthly_as_before(inputs)
	return __en.account_at_monthly_as_before(inputs)
});
/**
* | output |
* | --- |
* | "What you get back" |
*
* @param {Account_What_You_Get_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_you_get_back = /** @type {((inputs?: Account_What_You_Get_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_You_Get_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_you_get_back(inputs)
	return __en.account_what_you_get_back(inputs)
});
/**
* | output |
* | --- |
* | "refunded to {card}: the whole swap charge, tax included, because you cancel before {day}. The refund shows on the swap’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_swap = /** @type {((inputs: Account_Refund_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refund_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refund_swap(inputs)
	return __en.account_refund_swap(inputs)
});
/**
* | output |
* | --- |
* | "refunded to {card}: the whole move charge, tax included, because you cancel before {day}. The refund shows on the move’s receipt; your bank may take a few bu..." |
*
* @param {Account_Refund_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_refund_move = /** @type {((inputs: Account_Refund_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Refund_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_refund_move(inputs)
	return __en.account_refund_move(inputs)
});
/**
* | output |
* | --- |
* | "its day" |
*
* @param {Account_Its_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_its_day = /** @type {((inputs?: Account_Its_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Its_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_its_day(inputs)
	return __en.account_its_day(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged for this swap, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_swap = /** @type {((inputs?: Account_Nothing_Charged_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nothing_Charged_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nothing_charged_swap(inputs)
	return __en.account_nothing_charged_swap(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was charged for this move, so there is nothing to refund." |
*
* @param {Account_Nothing_Charged_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nothing_charged_move = /** @type {((inputs?: Account_Nothing_Charged_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nothing_Charged_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nothing_charged_move(inputs)
	return __en.account_nothing_charged_move(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this swap?" |
*
* @param {Account_Cancel_Swap_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_title = /** @type {((inputs?: Account_Cancel_Swap_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Swap_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_swap_title(inputs)
	return __en.account_cancel_swap_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this move?" |
*
* @param {Account_Cancel_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_title = /** @type {((inputs?: Account_Cancel_Move_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Move_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_move_title(inputs)
	return __en.account_cancel_move_title(inputs)
});
/**
* | output |
* | --- |
* | "A swap is one booking: its delivery and pickup are cancelled together." |
*
* @param {Account_Cancel_Swap_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap_desc = /** @type {((inputs?: Account_Cancel_Swap_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Swap_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_swap_desc(inputs)
	return __en.account_cancel_swap_desc(inputs)
});
/**
* | output |
* | --- |
* | "A move is one booking: its pickup and delivery are cancelled together." |
*
* @param {Account_Cancel_Move_DescInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move_desc = /** @type {((inputs?: Account_Cancel_Move_DescInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Move_DescInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_move_desc(inputs)
	return __en.account_cancel_move_desc(inputs)
});
/**
* | output |
* | --- |
* | "Cancel swap" |
*
* @param {Account_Cancel_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_swap = /** @type {((inputs?: Account_Cancel_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_swap(inputs)
	return __en.account_cancel_swap(inputs)
});
/**
* | output |
* | --- |
* | "Cancel move" |
*
* @param {Account_Cancel_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_move = /** @type {((inputs?: Account_Cancel_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_move(inputs)
	return __en.account_cancel_move(inputs)
});
/**
* | output |
* | --- |
* | "Keep the swap" |
*
* @param {Account_Keep_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_swap = /** @type {((inputs?: Account_Keep_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Keep_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_keep_swap(inputs)
	return __en.account_keep_swap(inputs)
});
/**
* | output |
* | --- |
* | "Keep the move" |
*
* @param {Account_Keep_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_move = /** @type {((inputs?: Account_Keep_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Keep_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_keep_move(inputs)
	return __en.account_keep_move(inputs)
});
/**
* | output |
* | --- |
* | "Cancel and refund {amount}" |
*
* @param {Account_Cancel_And_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_and_refund = /** @type {((inputs: Account_Cancel_And_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_And_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_and_refund(inputs)
	return __en.account_cancel_and_refund(inputs)
});
/**
* | output |
* | --- |
* | "Cancel the swap" |
*
* @param {Account_Cancel_The_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_swap = /** @type {((inputs?: Account_Cancel_The_SwapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_The_SwapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_the_swap(inputs)
	return __en.account_cancel_the_swap(inputs)
});
/**
* | output |
* | --- |
* | "Cancel the move" |
*
* @param {Account_Cancel_The_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_the_move = /** @type {((inputs?: Account_Cancel_The_MoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_The_MoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_the_move(inputs)
	return __en.account_cancel_the_move(inputs)
});
/**
* | output |
* | --- |
* | "Working out your refund" |
*
* @param {Account_Working_Out_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_working_out_refund = /** @type {((inputs?: Account_Working_Out_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Working_Out_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_working_out_refund(inputs)
	return __en.account_working_out_refund(inputs)
});
/**
* | output |
* | --- |
* | "We could not load what cancelling gives back" |
*
* @param {Account_Cancel_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel_preview_failed = /** @type {((inputs?: Account_Cancel_Preview_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_Preview_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel_preview_failed(inputs)
	return __en.account_cancel_preview_failed(inputs)
});
/**
* | output |
* | --- |
* | "This swap cannot be cancelled here" |
*
* @param {Account_Swap_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_swap_cannot_cancel = /** @type {((inputs?: Account_Swap_Cannot_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Swap_Cannot_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_swap_cannot_cancel(inputs)
	return __en.account_swap_cannot_cancel(inputs)
});
/**
* | output |
* | --- |
* | "This move cannot be cancelled here" |
*
* @param {Account_Move_Cannot_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_move_cannot_cancel = /** @type {((inputs?: Account_Move_Cannot_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Move_Cannot_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_move_cannot_cancel(inputs)
	return __en.account_move_cannot_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Pstatus_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_scheduled = /** @type {((inputs?: Account_Pstatus_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pstatus_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pstatus_scheduled(inputs)
	return __en.account_pstatus_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Account_Pstatus_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_done = /** @type {((inputs?: Account_Pstatus_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pstatus_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pstatus_done(inputs)
	return __en.account_pstatus_done(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Pstatus_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pstatus_cancelled = /** @type {((inputs?: Account_Pstatus_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pstatus_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pstatus_cancelled(inputs)
	return __en.account_pstatus_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Account_Stage_Pickup_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_pickup_scheduled = /** @type {((inputs?: Account_Stage_Pickup_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_Pickup_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_pickup_scheduled(inputs)
	return __en.account_stage_pickup_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Delivery scheduled" |
*
* @param {Account_Stage_Delivery_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivery_scheduled = /** @type {((inputs?: Account_Stage_Delivery_ScheduledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_Delivery_ScheduledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_delivery_scheduled(inputs)
	return __en.account_stage_delivery_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Out for delivery" |
*
* @param {Account_Stage_Out_For_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_out_for_delivery = /** @type {((inputs?: Account_Stage_Out_For_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_Out_For_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_out_for_delivery(inputs)
	return __en.account_stage_out_for_delivery(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop before yours" |
* | "other" | "{count} stops before yours" |
*
* @param {Account_Stops_Before_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours = /** @type {((inputs: Account_Stops_Before_YoursInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stops_Before_YoursInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stops_before_yours(inputs)
	return __en.account_stops_before_yours(inputs)
});
/**
* | output |
* | --- |
* | "Stops before yours" |
*
* @param {Account_Stops_Before_Yours_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stops_before_yours_plain = /** @type {((inputs?: Account_Stops_Before_Yours_PlainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stops_Before_Yours_PlainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stops_before_yours_plain(inputs)
	return __en.account_stops_before_yours_plain(inputs)
});
/**
* | output |
* | --- |
* | "30 minutes away" |
*
* @param {Account_Stage_NearbyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_nearby = /** @type {((inputs?: Account_Stage_NearbyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_NearbyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_nearby(inputs)
	return __en.account_stage_nearby(inputs)
});
/**
* | output |
* | --- |
* | "Crew arrived" |
*
* @param {Account_Stage_ArrivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_arrived = /** @type {((inputs?: Account_Stage_ArrivedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_ArrivedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_arrived(inputs)
	return __en.account_stage_arrived(inputs)
});
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Stage_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_picked_up = /** @type {((inputs?: Account_Stage_Picked_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_Picked_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_picked_up(inputs)
	return __en.account_stage_picked_up(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Stage_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_delivered = /** @type {((inputs?: Account_Stage_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_delivered(inputs)
	return __en.account_stage_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_stage_cancelled = /** @type {((inputs?: Account_Stage_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Stage_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_stage_cancelled(inputs)
	return __en.account_stage_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Loading the map" |
*
* @param {Account_Loading_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_map = /** @type {((inputs?: Account_Loading_MapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_MapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_loading_map(inputs)
	return __en.account_loading_map(inputs)
});
/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Account_TimelineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_timeline = /** @type {((inputs?: Account_TimelineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_TimelineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_timeline(inputs)
	return __en.account_timeline(inputs)
});
/**
* | output |
* | --- |
* | "(now)" |
*
* @param {Account_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_now = /** @type {((inputs?: Account_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_now(inputs)
	return __en.account_now(inputs)
});
/**
* | output |
* | --- |
* | "Booked {date}" |
*
* @param {Account_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_booked = /** @type {((inputs: Account_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_booked(inputs)
	return __en.account_booked(inputs)
});
/**
* | output |
* | --- |
* | "This pickup was cancelled" |
*
* @param {Account_Pickup_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_was_cancelled = /** @type {((inputs?: Account_Pickup_Was_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_Was_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_was_cancelled(inputs)
	return __en.account_pickup_was_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This delivery was cancelled" |
*
* @param {Account_Delivery_Was_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_was_cancelled = /** @type {((inputs?: Account_Delivery_Was_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivery_Was_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery_was_cancelled(inputs)
	return __en.account_delivery_was_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The crew will not come." |
*
* @param {Account_Crew_Will_Not_ComeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_will_not_come = /** @type {((inputs?: Account_Crew_Will_Not_ComeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_Will_Not_ComeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_will_not_come(inputs)
	return __en.account_crew_will_not_come(inputs)
});
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Account_Headline_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_picked_up = /** @type {((inputs?: Account_Headline_Picked_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Headline_Picked_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_headline_picked_up(inputs)
	return __en.account_headline_picked_up(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Account_Headline_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_headline_delivered = /** @type {((inputs?: Account_Headline_DeliveredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Headline_DeliveredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_headline_delivered(inputs)
	return __en.account_headline_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. The crew finished your pickup." |
*
* @param {Account_Crew_Finished_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_pickup = /** @type {((inputs?: Account_Crew_Finished_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_Finished_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_finished_pickup(inputs)
	return __en.account_crew_finished_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. The crew finished your delivery." |
*
* @param {Account_Crew_Finished_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_finished_delivery = /** @type {((inputs?: Account_Crew_Finished_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_Finished_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_finished_delivery(inputs)
	return __en.account_crew_finished_delivery(inputs)
});
/**
* | output |
* | --- |
* | "The crew is at your door" |
*
* @param {Account_Crew_At_DoorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_door = /** @type {((inputs?: Account_Crew_At_DoorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_At_DoorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_at_door(inputs)
	return __en.account_crew_at_door(inputs)
});
/**
* | output |
* | --- |
* | "They are with you now." |
*
* @param {Account_Crew_With_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_with_you = /** @type {((inputs?: Account_Crew_With_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_With_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_with_you(inputs)
	return __en.account_crew_with_you(inputs)
});
/**
* | output |
* | --- |
* | "Pickup on {date}" |
*
* @param {Account_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pickup_on = /** @type {((inputs: Account_Pickup_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pickup_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pickup_on(inputs)
	return __en.account_pickup_on(inputs)
});
/**
* | output |
* | --- |
* | "Delivery on {date}" |
*
* @param {Account_Delivery_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_on = /** @type {((inputs: Account_Delivery_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivery_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery_on(inputs)
	return __en.account_delivery_on(inputs)
});
/**
* | output |
* | --- |
* | "{window}. We tell you when the crew sets out, and again 30 minutes before it arrives." |
*
* @param {Account_Scheduled_DetailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_scheduled_detail = /** @type {((inputs: Account_Scheduled_DetailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Scheduled_DetailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_scheduled_detail(inputs)
	return __en.account_scheduled_detail(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Arriving in about {count} minute" |
* | "other" | "Arriving in about {count} minutes" |
*
* @param {Account_Arriving_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_arriving_in = /** @type {((inputs: Account_Arriving_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Arriving_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_arriving_in(inputs)
	return __en.account_arriving_in(inputs)
});
/**
* | output |
* | --- |
* | "The crew is on its way" |
*
* @param {Account_Crew_On_Its_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_on_its_way = /** @type {((inputs?: Account_Crew_On_Its_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_On_Its_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_on_its_way(inputs)
	return __en.account_crew_on_its_way(inputs)
});
/**
* | output |
* | --- |
* | "Around {time}, {depot} time." |
*
* @param {Account_Around_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_around_time = /** @type {((inputs: Account_Around_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Around_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_around_time(inputs)
	return __en.account_around_time(inputs)
});
/**
* | output |
* | --- |
* | "Map of the crew and your address" |
*
* @param {Account_Map_Of_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_of_crew = /** @type {((inputs?: Account_Map_Of_CrewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Map_Of_CrewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_map_of_crew(inputs)
	return __en.account_map_of_crew(inputs)
});
/**
* | output |
* | --- |
* | "the crew is at your address" |
*
* @param {Account_Crew_At_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_at_address = /** @type {((inputs?: Account_Crew_At_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_At_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_at_address(inputs)
	return __en.account_crew_at_address(inputs)
});
/**
* | output |
* | --- |
* | "the crew is {km} km away" |
*
* @param {Account_Crew_Km_AwayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_km_away = /** @type {((inputs: Account_Crew_Km_AwayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_Km_AwayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_km_away(inputs)
	return __en.account_crew_km_away(inputs)
});
/**
* | output |
* | --- |
* | "{parts}. {address}." |
*
* @param {Account_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_label = /** @type {((inputs: Account_Map_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Map_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_map_label(inputs)
	return __en.account_map_label(inputs)
});
/**
* | output |
* | --- |
* | "Follow your delivery" |
*
* @param {Account_Follow_Your_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_follow_your_delivery = /** @type {((inputs?: Account_Follow_Your_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Follow_Your_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_follow_your_delivery(inputs)
	return __en.account_follow_your_delivery(inputs)
});
/**
* | output |
* | --- |
* | "this delivery" |
*
* @param {Account_What_This_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_this_delivery = /** @type {((inputs?: Account_What_This_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_This_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_this_delivery(inputs)
	return __en.account_what_this_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Account_ProgressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_progress = /** @type {((inputs?: Account_ProgressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ProgressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_progress(inputs)
	return __en.account_progress(inputs)
});
/**
* | output |
* | --- |
* | "After your delivery" |
*
* @param {Account_After_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_after_delivery = /** @type {((inputs?: Account_After_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_After_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_after_delivery(inputs)
	return __en.account_after_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Picking up:" |
*
* @param {Account_Picking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_picking_up = /** @type {((inputs?: Account_Picking_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Picking_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_picking_up(inputs)
	return __en.account_picking_up(inputs)
});
/**
* | output |
* | --- |
* | "Bringing:" |
*
* @param {Account_BringingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bringing = /** @type {((inputs?: Account_BringingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BringingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bringing(inputs)
	return __en.account_bringing(inputs)
});
/**
* | output |
* | --- |
* | "Order {number}. Notices by text message." |
*
* @param {Account_Order_Notices_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_sms = /** @type {((inputs: Account_Order_Notices_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Notices_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_order_notices_sms(inputs)
	return __en.account_order_notices_sms(inputs)
});
/**
* | output |
* | --- |
* | "Order {number}. Notices by email." |
*
* @param {Account_Order_Notices_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_order_notices_email = /** @type {((inputs: Account_Order_Notices_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Notices_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_order_notices_email(inputs)
	return __en.account_order_notices_email(inputs)
});
/**
* | output |
* | --- |
* | "Change how you hear about it" |
*
* @param {Account_Change_How_HearInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_how_hear = /** @type {((inputs?: Account_Change_How_HearInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_How_HearInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change_how_hear(inputs)
	return __en.account_change_how_hear(inputs)
});
/**
* | output |
* | --- |
* | "Live updates paused" |
*
* @param {Account_Live_PausedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused = /** @type {((inputs?: Account_Live_PausedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Live_PausedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_live_paused(inputs)
	return __en.account_live_paused(inputs)
});
/**
* | output |
* | --- |
* | "We lost the live connection; this page checks again every 30 seconds." |
*
* @param {Account_Live_Paused_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_live_paused_text = /** @type {((inputs?: Account_Live_Paused_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Live_Paused_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_live_paused_text(inputs)
	return __en.account_live_paused_text(inputs)
});
/**
* | output |
* | --- |
* | "Map" |
*
* @param {Account_MapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map = /** @type {((inputs?: Account_MapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_map(inputs)
	return __en.account_map(inputs)
});
/**
* | output |
* | --- |
* | "No crew is coming." |
*
* @param {Account_No_Crew_ComingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_crew_coming = /** @type {((inputs?: Account_No_Crew_ComingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Crew_ComingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_crew_coming(inputs)
	return __en.account_no_crew_coming(inputs)
});
/**
* | output |
* | --- |
* | "The crew has reached your address." |
*
* @param {Account_Crew_ReachedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_crew_reached = /** @type {((inputs?: Account_Crew_ReachedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Crew_ReachedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_crew_reached(inputs)
	return __en.account_crew_reached(inputs)
});
/**
* | output |
* | --- |
* | "The map shows the crew and its route once it sets out on {date}." |
*
* @param {Account_Map_Shows_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_shows_on = /** @type {((inputs: Account_Map_Shows_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Map_Shows_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_map_shows_on(inputs)
	return __en.account_map_shows_on(inputs)
});
/**
* | output |
* | --- |
* | "Blue: the crew. Red: your address. White: stops before yours. Grey: the depot." |
*
* @param {Account_Map_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_map_legend = /** @type {((inputs?: Account_Map_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Map_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_map_legend(inputs)
	return __en.account_map_legend(inputs)
});
/**
* | output |
* | --- |
* | "Delivery notices" |
*
* @param {Account_Delivery_NoticesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_notices = /** @type {((inputs?: Account_Delivery_NoticesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivery_NoticesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery_notices(inputs)
	return __en.account_delivery_notices(inputs)
});
/**
* | output |
* | --- |
* | "How you hear about this pickup" |
*
* @param {Account_How_Hear_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_pickup = /** @type {((inputs?: Account_How_Hear_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_Hear_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_how_hear_pickup(inputs)
	return __en.account_how_hear_pickup(inputs)
});
/**
* | output |
* | --- |
* | "How you hear about this delivery" |
*
* @param {Account_How_Hear_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_how_hear_delivery = /** @type {((inputs?: Account_How_Hear_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_How_Hear_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_how_hear_delivery(inputs)
	return __en.account_how_hear_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Pickup of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_pickup = /** @type {((inputs: Account_Notice_Intro_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notice_Intro_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notice_intro_pickup(inputs)
	return __en.account_notice_intro_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Delivery of {date}, {window}. We tell you when the crew is out for delivery and when it is 30 minutes away." |
*
* @param {Account_Notice_Intro_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notice_intro_delivery = /** @type {((inputs: Account_Notice_Intro_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notice_Intro_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notice_intro_delivery(inputs)
	return __en.account_notice_intro_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Send notices by" |
*
* @param {Account_Send_Notices_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_notices_by = /** @type {((inputs?: Account_Send_Notices_ByInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_Notices_ByInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_send_notices_by(inputs)
	return __en.account_send_notices_by(inputs)
});
/**
* | output |
* | --- |
* | "Text message to your mobile" |
*
* @param {Account_Text_To_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_to_mobile = /** @type {((inputs?: Account_Text_To_MobileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Text_To_MobileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_text_to_mobile(inputs)
	return __en.account_text_to_mobile(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Account_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email = /** @type {((inputs?: Account_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_email(inputs)
	return __en.account_email(inputs)
});
/**
* | output |
* | --- |
* | "Texts go to your confirmed mobile number; without one, we email you." |
*
* @param {Account_Notices_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_hint = /** @type {((inputs?: Account_Notices_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_hint(inputs)
	return __en.account_notices_hint(inputs)
});
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Account_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saved = /** @type {((inputs?: Account_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_saved(inputs)
	return __en.account_saved(inputs)
});
/**
* | output |
* | --- |
* | "Notices for this pickup go by text message." |
*
* @param {Account_Notices_Go_Pickup_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_sms = /** @type {((inputs?: Account_Notices_Go_Pickup_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Go_Pickup_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_go_pickup_sms(inputs)
	return __en.account_notices_go_pickup_sms(inputs)
});
/**
* | output |
* | --- |
* | "Notices for this pickup go by email." |
*
* @param {Account_Notices_Go_Pickup_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_pickup_email = /** @type {((inputs?: Account_Notices_Go_Pickup_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Go_Pickup_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_go_pickup_email(inputs)
	return __en.account_notices_go_pickup_email(inputs)
});
/**
* | output |
* | --- |
* | "Notices for this delivery go by text message." |
*
* @param {Account_Notices_Go_Delivery_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_sms = /** @type {((inputs?: Account_Notices_Go_Delivery_SmsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Go_Delivery_SmsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_go_delivery_sms(inputs)
	return __en.account_notices_go_delivery_sms(inputs)
});
/**
* | output |
* | --- |
* | "Notices for this delivery go by email." |
*
* @param {Account_Notices_Go_Delivery_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_notices_go_delivery_email = /** @type {((inputs?: Account_Notices_Go_Delivery_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Go_Delivery_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_notices_go_delivery_email(inputs)
	return __en.account_notices_go_delivery_email(inputs)
});
/**
* | output |
* | --- |
* | "Saving" |
*
* @param {Account_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saving = /** @type {((inputs?: Account_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_saving(inputs)
	return __en.account_saving(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save = /** @type {((inputs?: Account_SaveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SaveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_save(inputs)
	return __en.account_save(inputs)
});
/**
* | output |
* | --- |
* | "Back to deliveries" |
*
* @param {Account_Back_To_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_back_to_deliveries = /** @type {((inputs?: Account_Back_To_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Back_To_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_back_to_deliveries(inputs)
	return __en.account_back_to_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined on {date}: {amount} is owed." |
*
* @param {Account_Card_Declined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_on = /** @type {((inputs: Account_Card_Declined_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Declined_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_declined_on(inputs)
	return __en.account_card_declined_on(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined: {amount} is owed." |
*
* @param {Account_Card_Declined_OwedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_owed = /** @type {((inputs: Account_Card_Declined_OwedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Declined_OwedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_declined_owed(inputs)
	return __en.account_card_declined_owed(inputs)
});
/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Account_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_declined = /** @type {((inputs?: Account_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_declined(inputs)
	return __en.account_declined(inputs)
});
/**
* | output |
* | --- |
* | "Declined on {date}" |
*
* @param {Account_Declined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_declined_on = /** @type {((inputs: Account_Declined_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Declined_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_declined_on(inputs)
	return __en.account_declined_on(inputs)
});
/**
* | output |
* | --- |
* | "{declined}, paid." |
*
* @param {Account_Paid_Late_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_late_sentence = /** @type {((inputs: Account_Paid_Late_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paid_Late_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paid_late_sentence(inputs)
	return __en.account_paid_late_sentence(inputs)
});
/**
* | output |
* | --- |
* | "{declined}, paid on {date}." |
*
* @param {Account_Paid_Late_On_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_late_on_sentence = /** @type {((inputs: Account_Paid_Late_On_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paid_Late_On_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paid_late_on_sentence(inputs)
	return __en.account_paid_late_on_sentence(inputs)
});
/**
* | output |
* | --- |
* | "The charge is being processed." |
*
* @param {Account_Charge_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charge_processing = /** @type {((inputs?: Account_Charge_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Charge_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_charge_processing(inputs)
	return __en.account_charge_processing(inputs)
});
/**
* | output |
* | --- |
* | "Paid with account credit." |
*
* @param {Account_Paid_With_Credit_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paid_with_credit_short = /** @type {((inputs?: Account_Paid_With_Credit_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Paid_With_Credit_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paid_with_credit_short(inputs)
	return __en.account_paid_with_credit_short(inputs)
});
/**
* | output |
* | --- |
* | "Charged." |
*
* @param {Account_Charged_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_sentence = /** @type {((inputs?: Account_Charged_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Charged_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_charged_sentence(inputs)
	return __en.account_charged_sentence(inputs)
});
/**
* | output |
* | --- |
* | "Charged on {date}." |
*
* @param {Account_Charged_On_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_charged_on_sentence = /** @type {((inputs: Account_Charged_On_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Charged_On_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_charged_on_sentence(inputs)
	return __en.account_charged_on_sentence(inputs)
});
/**
* | output |
* | --- |
* | "{where} · {count} · {number}" |
*
* @param {Account_Bill_MetaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_meta = /** @type {((inputs: Account_Bill_MetaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_MetaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_meta(inputs)
	return __en.account_bill_meta(inputs)
});
/**
* | output |
* | --- |
* | "incl. {amount} tax" |
*
* @param {Account_Incl_TaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_incl_tax = /** @type {((inputs: Account_Incl_TaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Incl_TaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_incl_tax(inputs)
	return __en.account_incl_tax(inputs)
});
/**
* | output |
* | --- |
* | "View bill" |
*
* @param {Account_View_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_view_bill = /** @type {((inputs?: Account_View_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_View_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_view_bill(inputs)
	return __en.account_view_bill(inputs)
});
/**
* | output |
* | --- |
* | "of {date}" |
*
* @param {Account_Of_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_of_date = /** @type {((inputs: Account_Of_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Of_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_of_date(inputs)
	return __en.account_of_date(inputs)
});
/**
* | output |
* | --- |
* | "Each month’s bill for each address, newest first: charged, declined or paid late. Open one to see or print it." |
*
* @param {Account_Billing_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_intro = /** @type {((inputs?: Account_Billing_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_intro(inputs)
	return __en.account_billing_intro(inputs)
});
/**
* | output |
* | --- |
* | "your billing history" |
*
* @param {Account_What_Billing_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_billing_history = /** @type {((inputs?: Account_What_Billing_HistoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_Billing_HistoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_billing_history(inputs)
	return __en.account_what_billing_history(inputs)
});
/**
* | output |
* | --- |
* | "No monthly bills yet" |
*
* @param {Account_No_Bills_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_title = /** @type {((inputs?: Account_No_Bills_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Bills_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bills_title(inputs)
	return __en.account_no_bills_title(inputs)
});
/**
* | output |
* | --- |
* | "Your first monthly bill comes a month after your furniture is delivered." |
*
* @param {Account_No_Bills_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_text = /** @type {((inputs?: Account_No_Bills_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Bills_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bills_text(inputs)
	return __en.account_no_bills_text(inputs)
});
/**
* | output |
* | --- |
* | "See the upcoming bill" |
*
* @param {Account_See_Upcoming_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_upcoming_bill = /** @type {((inputs?: Account_See_Upcoming_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_Upcoming_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_upcoming_bill(inputs)
	return __en.account_see_upcoming_bill(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} bill" |
* | "other" | "{count} bills" |
*
* @param {Account_Bills_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bills_count = /** @type {((inputs: Account_Bills_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bills_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bills_count(inputs)
	return __en.account_bills_count(inputs)
});
/**
* | output |
* | --- |
* | "Monthly bills" |
*
* @param {Account_Monthly_BillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_monthly_bills = /** @type {((inputs?: Account_Monthly_BillsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Monthly_BillsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_monthly_bills(inputs)
	return __en.account_monthly_bills(inputs)
});
/**
* | output |
* | --- |
* | "Billing history pages" |
*
* @param {Account_Billing_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_pages = /** @type {((inputs?: Account_Billing_PagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_PagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_pages(inputs)
	return __en.account_billing_pages(inputs)
});
/**
* | output |
* | --- |
* | "There are no bills on this page." |
*
* @param {Account_No_Bills_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bills_page = /** @type {((inputs?: Account_No_Bills_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Bills_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bills_page(inputs)
	return __en.account_no_bills_page(inputs)
});
/**
* | output |
* | --- |
* | "Payments of other kinds (orders, tips, refunds, credits) are in" |
*
* @param {Account_Other_PaymentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_other_payments = /** @type {((inputs?: Account_Other_PaymentsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Other_PaymentsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_other_payments(inputs)
	return __en.account_other_payments(inputs)
});
/**
* | output |
* | --- |
* | "your receipts" |
*
* @param {Account_Your_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_receipts = /** @type {((inputs?: Account_Your_ReceiptsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_ReceiptsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_receipts(inputs)
	return __en.account_your_receipts(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined" |
*
* @param {Account_Card_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_title = /** @type {((inputs?: Account_Card_Declined_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Declined_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_declined_title(inputs)
	return __en.account_card_declined_title(inputs)
});
/**
* | output |
* | --- |
* | "Your {card} was declined for your last bill, which is still unpaid. This bill would go to the same card: put a new card on file and pay the overdue balance." |
*
* @param {Account_Card_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_declined_text = /** @type {((inputs: Account_Card_Declined_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Declined_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_declined_text(inputs)
	return __en.account_card_declined_text(inputs)
});
/**
* | output |
* | --- |
* | "Your card expires before this bill" |
*
* @param {Account_Card_Expires_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires_title = /** @type {((inputs?: Account_Card_Expires_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expires_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_expires_title(inputs)
	return __en.account_card_expires_title(inputs)
});
/**
* | output |
* | --- |
* | "Your {card} expires before {date}. Put a new card on file so this bill can be paid." |
*
* @param {Account_Card_Expires_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_expires_text = /** @type {((inputs: Account_Card_Expires_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expires_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_expires_text(inputs)
	return __en.account_card_expires_text(inputs)
});
/**
* | output |
* | --- |
* | "card" |
*
* @param {Account_Card_WordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_word = /** @type {((inputs?: Account_Card_WordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_WordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_word(inputs)
	return __en.account_card_word(inputs)
});
/**
* | output |
* | --- |
* | "No card on file" |
*
* @param {Account_No_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_title = /** @type {((inputs?: Account_No_Card_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Card_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_card_title(inputs)
	return __en.account_no_card_title(inputs)
});
/**
* | output |
* | --- |
* | "There is no card to charge this bill to. Put a card on file before the bill date." |
*
* @param {Account_No_Card_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_text = /** @type {((inputs?: Account_No_Card_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Card_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_card_text(inputs)
	return __en.account_no_card_text(inputs)
});
/**
* | output |
* | --- |
* | "Go to payment information" |
*
* @param {Account_Go_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_go_payment_info = /** @type {((inputs?: Account_Go_Payment_InfoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Go_Payment_InfoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_go_payment_info(inputs)
	return __en.account_go_payment_info(inputs)
});
/**
* | output |
* | --- |
* | "An address in {province}" |
*
* @param {Account_Address_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_in = /** @type {((inputs: Account_Address_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_in(inputs)
	return __en.account_address_in(inputs)
});
/**
* | output |
* | --- |
* | "Bill of {date}" |
*
* @param {Account_Bill_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_of = /** @type {((inputs: Account_Bill_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_of(inputs)
	return __en.account_bill_of(inputs)
});
/**
* | output |
* | --- |
* | "For {where}" |
*
* @param {Account_For_WhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_for_where = /** @type {((inputs: Account_For_WhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_For_WhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_for_where(inputs)
	return __en.account_for_where(inputs)
});
/**
* | output |
* | --- |
* | "{name}, instalment (payment {period})" |
*
* @param {Account_Line_InstalmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_line_instalment = /** @type {((inputs: Account_Line_InstalmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Line_InstalmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_line_instalment(inputs)
	return __en.account_line_instalment(inputs)
});
/**
* | output |
* | --- |
* | "{name}, monthly fee (payment {period})" |
*
* @param {Account_Line_Monthly_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_line_monthly_fee = /** @type {((inputs: Account_Line_Monthly_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Line_Monthly_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_line_monthly_fee(inputs)
	return __en.account_line_monthly_fee(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare for {name}" |
*
* @param {Account_Pivotcare_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pivotcare_for = /** @type {((inputs: Account_Pivotcare_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pivotcare_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pivotcare_for(inputs)
	return __en.account_pivotcare_for(inputs)
});
/**
* | output |
* | --- |
* | "Account credit applied" |
*
* @param {Account_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_applied = /** @type {((inputs?: Account_Credit_AppliedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_AppliedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_applied(inputs)
	return __en.account_credit_applied(inputs)
});
/**
* | output |
* | --- |
* | "To be charged to your {card}" |
*
* @param {Account_To_Be_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_be_charged_to = /** @type {((inputs: Account_To_Be_Charged_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_To_Be_Charged_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_to_be_charged_to(inputs)
	return __en.account_to_be_charged_to(inputs)
});
/**
* | output |
* | --- |
* | "To pay on the bill date" |
*
* @param {Account_To_Pay_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_to_pay_bill_date = /** @type {((inputs?: Account_To_Pay_Bill_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_To_Pay_Bill_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_to_pay_bill_date(inputs)
	return __en.account_to_pay_bill_date(inputs)
});
/**
* | output |
* | --- |
* | "Your next monthly bill for each address, as we will charge it to the card on file." |
*
* @param {Account_Upcoming_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_upcoming_intro = /** @type {((inputs?: Account_Upcoming_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Upcoming_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_upcoming_intro(inputs)
	return __en.account_upcoming_intro(inputs)
});
/**
* | output |
* | --- |
* | "your next bill" |
*
* @param {Account_What_Next_BillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_next_bill = /** @type {((inputs?: Account_What_Next_BillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_Next_BillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_next_bill(inputs)
	return __en.account_what_next_bill(inputs)
});
/**
* | output |
* | --- |
* | "No bill coming up" |
*
* @param {Account_No_Bill_ComingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill_coming = /** @type {((inputs?: Account_No_Bill_ComingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Bill_ComingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bill_coming(inputs)
	return __en.account_no_bill_coming(inputs)
});
/**
* | output |
* | --- |
* | "Nothing you have is billed monthly any more, or your furniture is not delivered yet." |
*
* @param {Account_No_Bill_Coming_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_bill_coming_text = /** @type {((inputs?: Account_No_Bill_Coming_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Bill_Coming_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_bill_coming_text(inputs)
	return __en.account_no_bill_coming_text(inputs)
});
/**
* | output |
* | --- |
* | "Taxes are those in force on the bill’s date. The card is" |
*
* @param {Account_Taxes_In_ForceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_taxes_in_force = /** @type {((inputs?: Account_Taxes_In_ForceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Taxes_In_ForceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_taxes_in_force(inputs)
	return __en.account_taxes_in_force(inputs)
});
/**
* | output |
* | --- |
* | "on your payment information" |
*
* @param {Account_On_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_on_payment_info = /** @type {((inputs?: Account_On_Payment_InfoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_On_Payment_InfoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_on_payment_info(inputs)
	return __en.account_on_payment_info(inputs)
});
/**
* | output |
* | --- |
* | ". Past bills are in your" |
*
* @param {Account_Past_Bills_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_past_bills_in = /** @type {((inputs?: Account_Past_Bills_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Past_Bills_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_past_bills_in(inputs)
	return __en.account_past_bills_in(inputs)
});
/**
* | output |
* | --- |
* | "Thank you: your billing is up to date" |
*
* @param {Account_Billing_Up_To_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_up_to_date = /** @type {((inputs?: Account_Billing_Up_To_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_Up_To_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_up_to_date(inputs)
	return __en.account_billing_up_to_date(inputs)
});
/**
* | output |
* | --- |
* | "We charged {amount} to the card on file." |
*
* @param {Account_We_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_we_charged = /** @type {((inputs: Account_We_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_We_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_we_charged(inputs)
	return __en.account_we_charged(inputs)
});
/**
* | output |
* | --- |
* | "Its receipt is in" |
*
* @param {Account_Receipt_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receipt_in = /** @type {((inputs?: Account_Receipt_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Receipt_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receipt_in(inputs)
	return __en.account_receipt_in(inputs)
});
/**
* | output |
* | --- |
* | ", and the bill shows as paid in your" |
*
* @param {Account_Bill_Shows_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bill_shows_paid = /** @type {((inputs?: Account_Bill_Shows_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bill_Shows_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bill_shows_paid(inputs)
	return __en.account_bill_shows_paid(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A monthly bill is unpaid." |
* | "other" | "{count} monthly bills are unpaid." |
*
* @param {Account_Bills_UnpaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_bills_unpaid = /** @type {((inputs: Account_Bills_UnpaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Bills_UnpaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_bills_unpaid(inputs)
	return __en.account_bills_unpaid(inputs)
});
/**
* | output |
* | --- |
* | "Your {card} was declined for it: put a new card on file below, then pay." |
*
* @param {Account_Overdue_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_card_declined = /** @type {((inputs: Account_Overdue_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_card_declined(inputs)
	return __en.account_overdue_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "Pay now with your {card} on file." |
*
* @param {Account_Overdue_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_pay_with = /** @type {((inputs: Account_Overdue_Pay_WithInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_Pay_WithInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_pay_with(inputs)
	return __en.account_overdue_pay_with(inputs)
});
/**
* | output |
* | --- |
* | "Put a card on file below, then pay." |
*
* @param {Account_Overdue_Put_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_overdue_put_card = /** @type {((inputs?: Account_Overdue_Put_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Overdue_Put_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_overdue_put_card(inputs)
	return __en.account_overdue_put_card(inputs)
});
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Account_PayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_paying = /** @type {((inputs?: Account_PayingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PayingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_paying(inputs)
	return __en.account_paying(inputs)
});
/**
* | output |
* | --- |
* | "Pay now {amount}" |
*
* @param {Account_Pay_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_pay_now = /** @type {((inputs: Account_Pay_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_pay_now(inputs)
	return __en.account_pay_now(inputs)
});
/**
* | output |
* | --- |
* | "No card on file. Add one below: monthly bills are charged to it." |
*
* @param {Account_No_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_card_on_file = /** @type {((inputs?: Account_No_Card_On_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Card_On_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_card_on_file(inputs)
	return __en.account_no_card_on_file(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Account_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expired = /** @type {((inputs?: Account_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_expired(inputs)
	return __en.account_expired(inputs)
});
/**
* | output |
* | --- |
* | "Billing address:" |
*
* @param {Account_Billing_Address_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_label = /** @type {((inputs?: Account_Billing_Address_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_Address_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_address_label(inputs)
	return __en.account_billing_address_label(inputs)
});
/**
* | output |
* | --- |
* | "none yet (add an address)" |
*
* @param {Account_Billing_Address_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_none = /** @type {((inputs?: Account_Billing_Address_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_Address_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_address_none(inputs)
	return __en.account_billing_address_none(inputs)
});
/**
* | output |
* | --- |
* | "Your {card} is now the card on file." |
*
* @param {Account_Card_Now_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_now_on_file = /** @type {((inputs: Account_Card_Now_On_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Now_On_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_now_on_file(inputs)
	return __en.account_card_now_on_file(inputs)
});
/**
* | output |
* | --- |
* | "Put a new card on file" |
*
* @param {Account_Put_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_put_new_card = /** @type {((inputs?: Account_Put_New_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Put_New_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_put_new_card(inputs)
	return __en.account_put_new_card(inputs)
});
/**
* | output |
* | --- |
* | "Your card goes straight to our payment processor; we never see or keep its number. It is checked with a {hold} hold that is released at once." |
*
* @param {Account_Card_Processor_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_processor_note = /** @type {((inputs: Account_Card_Processor_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Processor_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_processor_note(inputs)
	return __en.account_card_processor_note(inputs)
});
/**
* | output |
* | --- |
* | "The card was not saved" |
*
* @param {Account_Card_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_not_saved = /** @type {((inputs?: Account_Card_Not_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Not_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_not_saved(inputs)
	return __en.account_card_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Name on card" |
*
* @param {Account_Name_On_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_name_on_card = /** @type {((inputs?: Account_Name_On_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_On_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_name_on_card(inputs)
	return __en.account_name_on_card(inputs)
});
/**
* | output |
* | --- |
* | "Card number" |
*
* @param {Account_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_number = /** @type {((inputs?: Account_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_number(inputs)
	return __en.account_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Expiry (MM/YY)" |
*
* @param {Account_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expiry = /** @type {((inputs?: Account_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_expiry(inputs)
	return __en.account_expiry(inputs)
});
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Account_Expiry_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_expiry_placeholder = /** @type {((inputs?: Account_Expiry_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Expiry_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_expiry_placeholder(inputs)
	return __en.account_expiry_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Security code" |
*
* @param {Account_Security_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_security_code = /** @type {((inputs?: Account_Security_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Security_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_security_code(inputs)
	return __en.account_security_code(inputs)
});
/**
* | output |
* | --- |
* | "Billing address" |
*
* @param {Account_Billing_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address = /** @type {((inputs?: Account_Billing_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_address(inputs)
	return __en.account_billing_address(inputs)
});
/**
* | output |
* | --- |
* | "Same as my delivery address" |
*
* @param {Account_Same_As_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_same_as_delivery = /** @type {((inputs?: Account_Same_As_DeliveryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Same_As_DeliveryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_same_as_delivery(inputs)
	return __en.account_same_as_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Account_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_street_address = /** @type {((inputs?: Account_Street_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Street_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_street_address(inputs)
	return __en.account_street_address(inputs)
});
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Account_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_optional = /** @type {((inputs?: Account_Unit_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unit_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unit_optional(inputs)
	return __en.account_unit_optional(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Account_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_city = /** @type {((inputs?: Account_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_city(inputs)
	return __en.account_city(inputs)
});
/**
* | output |
* | --- |
* | "Province or territory" |
*
* @param {Account_Province_TerritoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_territory = /** @type {((inputs?: Account_Province_TerritoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_TerritoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_territory(inputs)
	return __en.account_province_territory(inputs)
});
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose = /** @type {((inputs?: Account_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_choose(inputs)
	return __en.account_choose(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Account_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_postal_code = /** @type {((inputs?: Account_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_postal_code(inputs)
	return __en.account_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "A1A 1A1" |
*
* @param {Account_Postal_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_postal_placeholder = /** @type {((inputs?: Account_Postal_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Postal_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_postal_placeholder(inputs)
	return __en.account_postal_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Checking the card" |
*
* @param {Account_Checking_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_checking_card = /** @type {((inputs?: Account_Checking_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Checking_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_checking_card(inputs)
	return __en.account_checking_card(inputs)
});
/**
* | output |
* | --- |
* | "Save the new card" |
*
* @param {Account_Save_New_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_new_card = /** @type {((inputs?: Account_Save_New_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_New_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_save_new_card(inputs)
	return __en.account_save_new_card(inputs)
});
/**
* | output |
* | --- |
* | "The card your monthly bills are charged to, and any balance that is overdue." |
*
* @param {Account_Payment_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_payment_intro = /** @type {((inputs?: Account_Payment_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_payment_intro(inputs)
	return __en.account_payment_intro(inputs)
});
/**
* | output |
* | --- |
* | "your payment information" |
*
* @param {Account_What_Payment_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_payment_info = /** @type {((inputs?: Account_What_Payment_InfoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_Payment_InfoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_payment_info(inputs)
	return __en.account_what_payment_info(inputs)
});
/**
* | output |
* | --- |
* | "Card on file" |
*
* @param {Account_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_card_on_file = /** @type {((inputs?: Account_Card_On_FileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_On_FileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_card_on_file(inputs)
	return __en.account_card_on_file(inputs)
});
/**
* | output |
* | --- |
* | "Enter the name on the card." |
*
* @param {Account_Problem_Card_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_card_name = /** @type {((inputs?: Account_Problem_Card_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Card_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_card_name(inputs)
	return __en.account_problem_card_name(inputs)
});
/**
* | output |
* | --- |
* | "Check the card number." |
*
* @param {Account_Problem_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_card_number = /** @type {((inputs?: Account_Problem_Card_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Card_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_card_number(inputs)
	return __en.account_problem_card_number(inputs)
});
/**
* | output |
* | --- |
* | "Enter the expiry as MM/YY." |
*
* @param {Account_Problem_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_expiry = /** @type {((inputs?: Account_Problem_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_expiry(inputs)
	return __en.account_problem_expiry(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 3 or 4 digit security code." |
*
* @param {Account_Problem_CvcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_cvc = /** @type {((inputs?: Account_Problem_CvcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_CvcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_cvc(inputs)
	return __en.account_problem_cvc(inputs)
});
/**
* | output |
* | --- |
* | "Enter a first name." |
*
* @param {Account_Problem_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_first_name = /** @type {((inputs?: Account_Problem_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_first_name(inputs)
	return __en.account_problem_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter a last name." |
*
* @param {Account_Problem_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_last_name = /** @type {((inputs?: Account_Problem_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_last_name(inputs)
	return __en.account_problem_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Enter the street address." |
*
* @param {Account_Problem_StreetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_street = /** @type {((inputs?: Account_Problem_StreetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_StreetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_street(inputs)
	return __en.account_problem_street(inputs)
});
/**
* | output |
* | --- |
* | "Enter the city." |
*
* @param {Account_Problem_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_city = /** @type {((inputs?: Account_Problem_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_city(inputs)
	return __en.account_problem_city(inputs)
});
/**
* | output |
* | --- |
* | "Choose a province." |
*
* @param {Account_Problem_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_province = /** @type {((inputs?: Account_Problem_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_province(inputs)
	return __en.account_problem_province(inputs)
});
/**
* | output |
* | --- |
* | "Choose the province or territory." |
*
* @param {Account_Problem_Province_TerritoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_province_territory = /** @type {((inputs?: Account_Problem_Province_TerritoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Province_TerritoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_province_territory(inputs)
	return __en.account_problem_province_territory(inputs)
});
/**
* | output |
* | --- |
* | "Enter a postal code." |
*
* @param {Account_Problem_PostalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal = /** @type {((inputs?: Account_Problem_PostalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_PostalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_postal(inputs)
	return __en.account_problem_postal(inputs)
});
/**
* | output |
* | --- |
* | "Enter the postal code." |
*
* @param {Account_Problem_Postal_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal_the = /** @type {((inputs?: Account_Problem_Postal_TheInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Postal_TheInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_postal_the(inputs)
	return __en.account_problem_postal_the(inputs)
});
/**
* | output |
* | --- |
* | "Enter a Canadian postal code like A1A 1A1." |
*
* @param {Account_Problem_Postal_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_postal_format = /** @type {((inputs?: Account_Problem_Postal_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Postal_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_postal_format(inputs)
	return __en.account_problem_postal_format(inputs)
});
/**
* | output |
* | --- |
* | "Enter a 10-digit phone number, e.g. 416 555 0134." |
*
* @param {Account_Problem_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_phone = /** @type {((inputs?: Account_Problem_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_phone(inputs)
	return __en.account_problem_phone(inputs)
});
/**
* | output |
* | --- |
* | "Enter the floor as a number." |
*
* @param {Account_Problem_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_floor = /** @type {((inputs?: Account_Problem_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_floor(inputs)
	return __en.account_problem_floor(inputs)
});
/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Account_Please_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_please_sign_in = /** @type {((inputs?: Account_Please_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Please_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_please_sign_in(inputs)
	return __en.account_please_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Alberta" |
*
* @param {Account_Province_AbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_ab = /** @type {((inputs?: Account_Province_AbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_AbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_ab(inputs)
	return __en.account_province_ab(inputs)
});
/**
* | output |
* | --- |
* | "British Columbia" |
*
* @param {Account_Province_BcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_bc = /** @type {((inputs?: Account_Province_BcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_BcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_bc(inputs)
	return __en.account_province_bc(inputs)
});
/**
* | output |
* | --- |
* | "Manitoba" |
*
* @param {Account_Province_MbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_mb = /** @type {((inputs?: Account_Province_MbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_MbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_mb(inputs)
	return __en.account_province_mb(inputs)
});
/**
* | output |
* | --- |
* | "New Brunswick" |
*
* @param {Account_Province_NbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nb = /** @type {((inputs?: Account_Province_NbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_NbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_nb(inputs)
	return __en.account_province_nb(inputs)
});
/**
* | output |
* | --- |
* | "Newfoundland and Labrador" |
*
* @param {Account_Province_NlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nl = /** @type {((inputs?: Account_Province_NlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_NlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_nl(inputs)
	return __en.account_province_nl(inputs)
});
/**
* | output |
* | --- |
* | "Nova Scotia" |
*
* @param {Account_Province_NsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_ns = /** @type {((inputs?: Account_Province_NsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_NsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_ns(inputs)
	return __en.account_province_ns(inputs)
});
/**
* | output |
* | --- |
* | "Northwest Territories" |
*
* @param {Account_Province_NtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nt = /** @type {((inputs?: Account_Province_NtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_NtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_nt(inputs)
	return __en.account_province_nt(inputs)
});
/**
* | output |
* | --- |
* | "Nunavut" |
*
* @param {Account_Province_NuInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_nu = /** @type {((inputs?: Account_Province_NuInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_NuInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_nu(inputs)
	return __en.account_province_nu(inputs)
});
/**
* | output |
* | --- |
* | "Ontario" |
*
* @param {Account_Province_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_on = /** @type {((inputs?: Account_Province_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_on(inputs)
	return __en.account_province_on(inputs)
});
/**
* | output |
* | --- |
* | "Prince Edward Island" |
*
* @param {Account_Province_PeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_pe = /** @type {((inputs?: Account_Province_PeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_PeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_pe(inputs)
	return __en.account_province_pe(inputs)
});
/**
* | output |
* | --- |
* | "Quebec" |
*
* @param {Account_Province_QcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_qc = /** @type {((inputs?: Account_Province_QcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_QcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_qc(inputs)
	return __en.account_province_qc(inputs)
});
/**
* | output |
* | --- |
* | "Saskatchewan" |
*
* @param {Account_Province_SkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_sk = /** @type {((inputs?: Account_Province_SkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_SkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_sk(inputs)
	return __en.account_province_sk(inputs)
});
/**
* | output |
* | --- |
* | "Yukon" |
*
* @param {Account_Province_YtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_province_yt = /** @type {((inputs?: Account_Province_YtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Province_YtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_province_yt(inputs)
	return __en.account_province_yt(inputs)
});
/**
* | output |
* | --- |
* | "House" |
*
* @param {Account_Building_HouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_house = /** @type {((inputs?: Account_Building_HouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Building_HouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_building_house(inputs)
	return __en.account_building_house(inputs)
});
/**
* | output |
* | --- |
* | "Apartment" |
*
* @param {Account_Building_ApartmentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_apartment = /** @type {((inputs?: Account_Building_ApartmentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Building_ApartmentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_building_apartment(inputs)
	return __en.account_building_apartment(inputs)
});
/**
* | output |
* | --- |
* | "Condo" |
*
* @param {Account_Building_CondoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_condo = /** @type {((inputs?: Account_Building_CondoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Building_CondoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_building_condo(inputs)
	return __en.account_building_condo(inputs)
});
/**
* | output |
* | --- |
* | "Townhouse" |
*
* @param {Account_Building_TownhouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_townhouse = /** @type {((inputs?: Account_Building_TownhouseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Building_TownhouseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_building_townhouse(inputs)
	return __en.account_building_townhouse(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Account_Building_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_building_office = /** @type {((inputs?: Account_Building_OfficeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Building_OfficeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_building_office(inputs)
	return __en.account_building_office(inputs)
});
/**
* | output |
* | --- |
* | "floor {floor}" |
*
* @param {Account_FloorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_floor = /** @type {((inputs: Account_FloorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_FloorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_floor(inputs)
	return __en.account_floor(inputs)
});
/**
* | output |
* | --- |
* | "elevator" |
*
* @param {Account_ElevatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_elevator = /** @type {((inputs?: Account_ElevatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ElevatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_elevator(inputs)
	return __en.account_elevator(inputs)
});
/**
* | output |
* | --- |
* | "loading dock" |
*
* @param {Account_Loading_DockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading_dock = /** @type {((inputs?: Account_Loading_DockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_DockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_loading_dock(inputs)
	return __en.account_loading_dock(inputs)
});
/**
* | output |
* | --- |
* | "buzzer {buzzer}" |
*
* @param {Account_BuzzerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_buzzer = /** @type {((inputs: Account_BuzzerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BuzzerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_buzzer(inputs)
	return __en.account_buzzer(inputs)
});
/**
* | output |
* | --- |
* | "receiving {hours}" |
*
* @param {Account_ReceivingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_receiving = /** @type {((inputs: Account_ReceivingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ReceivingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_receiving(inputs)
	return __en.account_receiving(inputs)
});
/**
* | output |
* | --- |
* | "{street}, unit {unit}" |
*
* @param {Account_Unit_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_unit_name = /** @type {((inputs: Account_Unit_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unit_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_unit_name(inputs)
	return __en.account_unit_name(inputs)
});
/**
* | output |
* | --- |
* | "Main address" |
*
* @param {Account_Main_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_main_address = /** @type {((inputs?: Account_Main_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Main_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_main_address(inputs)
	return __en.account_main_address(inputs)
});
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Account_QuotedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_quoted = /** @type {((inputs: Account_QuotedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_QuotedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_quoted(inputs)
	return __en.account_quoted(inputs)
});
/**
* | output |
* | --- |
* | "No furniture here now" |
*
* @param {Account_No_Furniture_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_furniture_here = /** @type {((inputs?: Account_No_Furniture_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Furniture_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_furniture_here(inputs)
	return __en.account_no_furniture_here(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} product here" |
* | "other" | "{count} products here" |
*
* @param {Account_Products_HereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_products_here = /** @type {((inputs: Account_Products_HereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Products_HereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_products_here(inputs)
	return __en.account_products_here(inputs)
});
/**
* | output |
* | --- |
* | "Remove this address?" |
*
* @param {Account_Remove_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove_address_title = /** @type {((inputs?: Account_Remove_Address_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Remove_Address_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_remove_address_title(inputs)
	return __en.account_remove_address_title(inputs)
});
/**
* | output |
* | --- |
* | "It leaves your address book; past orders keep it." |
*
* @param {Account_Remove_Address_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove_address_text = /** @type {((inputs?: Account_Remove_Address_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Remove_Address_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_remove_address_text(inputs)
	return __en.account_remove_address_text(inputs)
});
/**
* | output |
* | --- |
* | "Removing the address" |
*
* @param {Account_Removing_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_removing_address = /** @type {((inputs?: Account_Removing_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Removing_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_removing_address(inputs)
	return __en.account_removing_address(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Account_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_remove = /** @type {((inputs?: Account_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_remove(inputs)
	return __en.account_remove(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Account_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_keep_it = /** @type {((inputs?: Account_Keep_ItInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Keep_ItInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_keep_it(inputs)
	return __en.account_keep_it(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Account_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit = /** @type {((inputs?: Account_EditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_EditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_edit(inputs)
	return __en.account_edit(inputs)
});
/**
* | output |
* | --- |
* | "Making it the main address" |
*
* @param {Account_Making_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_making_main = /** @type {((inputs?: Account_Making_MainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Making_MainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_making_main(inputs)
	return __en.account_making_main(inputs)
});
/**
* | output |
* | --- |
* | "Make main address" |
*
* @param {Account_Make_MainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_make_main = /** @type {((inputs?: Account_Make_MainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Make_MainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_make_main(inputs)
	return __en.account_make_main(inputs)
});
/**
* | output |
* | --- |
* | ": {name}" |
*
* @param {Account_Hidden_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_hidden_name = /** @type {((inputs: Account_Hidden_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Hidden_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_hidden_name(inputs)
	return __en.account_hidden_name(inputs)
});
/**
* | output |
* | --- |
* | "Add an address" |
*
* @param {Account_Add_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_address = /** @type {((inputs?: Account_Add_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_add_address(inputs)
	return __en.account_add_address(inputs)
});
/**
* | output |
* | --- |
* | "your addresses" |
*
* @param {Account_What_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_addresses = /** @type {((inputs?: Account_What_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_addresses(inputs)
	return __en.account_what_addresses(inputs)
});
/**
* | output |
* | --- |
* | "No addresses yet" |
*
* @param {Account_No_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_addresses = /** @type {((inputs?: Account_No_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_addresses(inputs)
	return __en.account_no_addresses(inputs)
});
/**
* | output |
* | --- |
* | "Add the address we should deliver to; checkout offers it first." |
*
* @param {Account_No_Addresses_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_addresses_text = /** @type {((inputs?: Account_No_Addresses_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Addresses_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_addresses_text(inputs)
	return __en.account_no_addresses_text(inputs)
});
/**
* | output |
* | --- |
* | "Your addresses" |
*
* @param {Account_Your_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_addresses = /** @type {((inputs?: Account_Your_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_addresses(inputs)
	return __en.account_your_addresses(inputs)
});
/**
* | output |
* | --- |
* | "Address added." |
*
* @param {Account_Address_AddedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_added = /** @type {((inputs?: Account_Address_AddedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_AddedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_added(inputs)
	return __en.account_address_added(inputs)
});
/**
* | output |
* | --- |
* | "Address saved." |
*
* @param {Account_Address_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_saved = /** @type {((inputs?: Account_Address_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_saved(inputs)
	return __en.account_address_saved(inputs)
});
/**
* | output |
* | --- |
* | "Edit address" |
*
* @param {Account_Edit_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit_address = /** @type {((inputs?: Account_Edit_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Edit_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_edit_address(inputs)
	return __en.account_edit_address(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_cancel = /** @type {((inputs?: Account_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_cancel(inputs)
	return __en.account_cancel(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that address" |
*
* @param {Account_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_not_found = /** @type {((inputs?: Account_Address_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_not_found(inputs)
	return __en.account_address_not_found(inputs)
});
/**
* | output |
* | --- |
* | "See your addresses" |
*
* @param {Account_See_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_see_addresses = /** @type {((inputs?: Account_See_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_See_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_see_addresses(inputs)
	return __en.account_see_addresses(inputs)
});
/**
* | output |
* | --- |
* | "It may have been removed, or the link is not for your account." |
*
* @param {Account_Address_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_not_found_text = /** @type {((inputs?: Account_Address_Not_Found_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_Not_Found_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_not_found_text(inputs)
	return __en.account_address_not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Everything the crew needs to bring your furniture in: the unit, floor, elevator, buzzer and when someone can receive it." |
*
* @param {Account_Address_Edit_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_address_edit_intro = /** @type {((inputs?: Account_Address_Edit_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Address_Edit_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_address_edit_intro(inputs)
	return __en.account_address_edit_intro(inputs)
});
/**
* | output |
* | --- |
* | "the address" |
*
* @param {Account_What_The_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_the_address = /** @type {((inputs?: Account_What_The_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_The_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_the_address(inputs)
	return __en.account_what_the_address(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Account_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_changes = /** @type {((inputs?: Account_Save_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_save_changes(inputs)
	return __en.account_save_changes(inputs)
});
/**
* | output |
* | --- |
* | "Save address" |
*
* @param {Account_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_address = /** @type {((inputs?: Account_Save_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_save_address(inputs)
	return __en.account_save_address(inputs)
});
/**
* | output |
* | --- |
* | "Edit the address" |
*
* @param {Account_Edit_The_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_edit_the_address = /** @type {((inputs?: Account_Edit_The_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Edit_The_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_edit_the_address(inputs)
	return __en.account_edit_the_address(inputs)
});
/**
* | output |
* | --- |
* | "New delivery address" |
*
* @param {Account_New_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_new_delivery_address = /** @type {((inputs?: Account_New_Delivery_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_Delivery_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_new_delivery_address(inputs)
	return __en.account_new_delivery_address(inputs)
});
/**
* | output |
* | --- |
* | "Choose an address" |
*
* @param {Account_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_choose_address = /** @type {((inputs?: Account_Choose_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Choose_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_choose_address(inputs)
	return __en.account_choose_address(inputs)
});
/**
* | output |
* | --- |
* | "The billing address to use." |
*
* @param {Account_Billing_Address_To_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_billing_address_to_use = /** @type {((inputs?: Account_Billing_Address_To_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Billing_Address_To_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_billing_address_to_use(inputs)
	return __en.account_billing_address_to_use(inputs)
});
/**
* | output |
* | --- |
* | "Where this should go." |
*
* @param {Account_Where_Should_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_where_should_go = /** @type {((inputs?: Account_Where_Should_GoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Where_Should_GoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_where_should_go(inputs)
	return __en.account_where_should_go(inputs)
});
/**
* | output |
* | --- |
* | "Add one first, then come back to choose it." |
*
* @param {Account_Add_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_first = /** @type {((inputs?: Account_Add_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_add_first(inputs)
	return __en.account_add_first(inputs)
});
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Account_Use_This_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_use_this_address = /** @type {((inputs?: Account_Use_This_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Use_This_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_use_this_address(inputs)
	return __en.account_use_this_address(inputs)
});
/**
* | output |
* | --- |
* | "Your details are saved." |
*
* @param {Account_Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_profile_saved = /** @type {((inputs?: Account_Profile_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_profile_saved(inputs)
	return __en.account_profile_saved(inputs)
});
/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Account_Your_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_details = /** @type {((inputs?: Account_Your_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_details(inputs)
	return __en.account_your_details(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Account_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_first_name = /** @type {((inputs?: Account_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_first_name(inputs)
	return __en.account_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Account_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_last_name = /** @type {((inputs?: Account_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_last_name(inputs)
	return __en.account_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Mobile phone" |
*
* @param {Account_Mobile_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_mobile_phone = /** @type {((inputs?: Account_Mobile_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mobile_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_mobile_phone(inputs)
	return __en.account_mobile_phone(inputs)
});
/**
* | output |
* | --- |
* | "A Canadian number, like 416-555-0134." |
*
* @param {Account_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_phone_hint = /** @type {((inputs?: Account_Phone_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_phone_hint(inputs)
	return __en.account_phone_hint(inputs)
});
/**
* | output |
* | --- |
* | "Verified." |
*
* @param {Account_Verified_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verified_sentence = /** @type {((inputs?: Account_Verified_SentenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verified_SentenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verified_sentence(inputs)
	return __en.account_verified_sentence(inputs)
});
/**
* | output |
* | --- |
* | "Verify this number" |
*
* @param {Account_Verify_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_number = /** @type {((inputs?: Account_Verify_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verify_number(inputs)
	return __en.account_verify_number(inputs)
});
/**
* | output |
* | --- |
* | "Other phone" |
*
* @param {Account_Other_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_other_phone = /** @type {((inputs?: Account_Other_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Other_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_other_phone(inputs)
	return __en.account_other_phone(inputs)
});
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Account_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_optional = /** @type {((inputs?: Account_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_optional(inputs)
	return __en.account_optional(inputs)
});
/**
* | output |
* | --- |
* | "Text me about my deliveries" |
*
* @param {Account_Text_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_deliveries = /** @type {((inputs?: Account_Text_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Text_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_text_deliveries(inputs)
	return __en.account_text_deliveries(inputs)
});
/**
* | output |
* | --- |
* | "Sent to your mobile phone" |
*
* @param {Account_Sent_To_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_to_mobile = /** @type {((inputs?: Account_Sent_To_MobileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sent_To_MobileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sent_to_mobile(inputs)
	return __en.account_sent_to_mobile(inputs)
});
/**
* | output |
* | --- |
* | "Email me news and offers" |
*
* @param {Account_Email_NewsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email_news = /** @type {((inputs?: Account_Email_NewsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_NewsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_email_news(inputs)
	return __en.account_email_news(inputs)
});
/**
* | output |
* | --- |
* | "Saving your details" |
*
* @param {Account_Saving_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_saving_details = /** @type {((inputs?: Account_Saving_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Saving_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_saving_details(inputs)
	return __en.account_saving_details(inputs)
});
/**
* | output |
* | --- |
* | "Save details" |
*
* @param {Account_Save_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_save_details = /** @type {((inputs?: Account_Save_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Save_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_save_details(inputs)
	return __en.account_save_details(inputs)
});
/**
* | output |
* | --- |
* | "Enter the new email address." |
*
* @param {Account_Enter_New_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_new_email = /** @type {((inputs?: Account_Enter_New_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Enter_New_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_enter_new_email(inputs)
	return __en.account_enter_new_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter your password." |
*
* @param {Account_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_password = /** @type {((inputs?: Account_Enter_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Enter_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_enter_password(inputs)
	return __en.account_enter_password(inputs)
});
/**
* | output |
* | --- |
* | "For your security, enter your password to change your email." |
*
* @param {Account_Security_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_security_password = /** @type {((inputs?: Account_Security_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Security_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_security_password(inputs)
	return __en.account_security_password(inputs)
});
/**
* | output |
* | --- |
* | "Verified" |
*
* @param {Account_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verified = /** @type {((inputs?: Account_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verified(inputs)
	return __en.account_verified(inputs)
});
/**
* | output |
* | --- |
* | "Not verified" |
*
* @param {Account_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_not_verified = /** @type {((inputs?: Account_Not_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_not_verified(inputs)
	return __en.account_not_verified(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Account_Check_InboxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox = /** @type {((inputs?: Account_Check_InboxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_InboxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_check_inbox(inputs)
	return __en.account_check_inbox(inputs)
});
/**
* | output |
* | --- |
* | "We sent a link to" |
*
* @param {Account_Sent_Link_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_link_to = /** @type {((inputs?: Account_Sent_Link_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sent_Link_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sent_link_to(inputs)
	return __en.account_sent_link_to(inputs)
});
/**
* | output |
* | --- |
* | ". Open it to finish the change; until then you keep signing in with {email}." |
*
* @param {Account_Finish_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_finish_change = /** @type {((inputs: Account_Finish_ChangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Finish_ChangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_finish_change(inputs)
	return __en.account_finish_change(inputs)
});
/**
* | output |
* | --- |
* | "Change your email" |
*
* @param {Account_Change_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_your_email = /** @type {((inputs?: Account_Change_Your_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Your_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change_your_email(inputs)
	return __en.account_change_your_email(inputs)
});
/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Account_New_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_new_email = /** @type {((inputs?: Account_New_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_new_email(inputs)
	return __en.account_new_email(inputs)
});
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_password = /** @type {((inputs?: Account_Your_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_password(inputs)
	return __en.account_your_password(inputs)
});
/**
* | output |
* | --- |
* | "Sending the link" |
*
* @param {Account_Sending_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sending_link = /** @type {((inputs?: Account_Sending_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sending_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sending_link(inputs)
	return __en.account_sending_link(inputs)
});
/**
* | output |
* | --- |
* | "Send a confirmation link" |
*
* @param {Account_Send_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_confirmation = /** @type {((inputs?: Account_Send_ConfirmationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_ConfirmationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_send_confirmation(inputs)
	return __en.account_send_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Account_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_change_email = /** @type {((inputs?: Account_Change_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_change_email(inputs)
	return __en.account_change_email(inputs)
});
/**
* | output |
* | --- |
* | "Verify your email" |
*
* @param {Account_Verify_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_email = /** @type {((inputs?: Account_Verify_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verify_email(inputs)
	return __en.account_verify_email(inputs)
});
/**
* | output |
* | --- |
* | "Subscription membership" |
*
* @param {Account_Membership_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_membership_subscription = /** @type {((inputs?: Account_Membership_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Membership_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_membership_subscription(inputs)
	return __en.account_membership_subscription(inputs)
});
/**
* | output |
* | --- |
* | "Ownership membership" |
*
* @param {Account_Membership_OwnershipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_membership_ownership = /** @type {((inputs?: Account_Membership_OwnershipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Membership_OwnershipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_membership_ownership(inputs)
	return __en.account_membership_ownership(inputs)
});
/**
* | output |
* | --- |
* | "Your name, how we reach you, and what we send you." |
*
* @param {Account_Profile_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_profile_intro = /** @type {((inputs?: Account_Profile_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_profile_intro(inputs)
	return __en.account_profile_intro(inputs)
});
/**
* | output |
* | --- |
* | "your profile" |
*
* @param {Account_What_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_profile = /** @type {((inputs?: Account_What_ProfileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_ProfileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_profile(inputs)
	return __en.account_what_profile(inputs)
});
/**
* | output |
* | --- |
* | "Memberships" |
*
* @param {Account_MembershipsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_memberships = /** @type {((inputs?: Account_MembershipsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MembershipsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_memberships(inputs)
	return __en.account_memberships(inputs)
});
/**
* | output |
* | --- |
* | "No membership yet: it starts with your first subscription or purchase." |
*
* @param {Account_No_MembershipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_membership = /** @type {((inputs?: Account_No_MembershipInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_MembershipInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_membership(inputs)
	return __en.account_no_membership(inputs)
});
/**
* | output |
* | --- |
* | "· several addresses" |
*
* @param {Account_Several_AddressesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_several_addresses = /** @type {((inputs?: Account_Several_AddressesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Several_AddressesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_several_addresses(inputs)
	return __en.account_several_addresses(inputs)
});
/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Account_Referral_State_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_joined = /** @type {((inputs?: Account_Referral_State_JoinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Referral_State_JoinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_referral_state_joined(inputs)
	return __en.account_referral_state_joined(inputs)
});
/**
* | output |
* | --- |
* | "Ordered: your credit comes when it is delivered" |
*
* @param {Account_Referral_State_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_ordered = /** @type {((inputs?: Account_Referral_State_OrderedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Referral_State_OrderedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_referral_state_ordered(inputs)
	return __en.account_referral_state_ordered(inputs)
});
/**
* | output |
* | --- |
* | "Delivered: you were credited" |
*
* @param {Account_Referral_State_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_state_credited = /** @type {((inputs?: Account_Referral_State_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Referral_State_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_referral_state_credited(inputs)
	return __en.account_referral_state_credited(inputs)
});
/**
* | output |
* | --- |
* | "Share your link: a friend who signs up with it gets credit on their first order, and you earn credit when that order is delivered." |
*
* @param {Account_Referral_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_intro = /** @type {((inputs?: Account_Referral_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Referral_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_referral_intro(inputs)
	return __en.account_referral_intro(inputs)
});
/**
* | output |
* | --- |
* | "your referrals" |
*
* @param {Account_What_ReferralsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_what_referrals = /** @type {((inputs?: Account_What_ReferralsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_What_ReferralsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_what_referrals(inputs)
	return __en.account_what_referrals(inputs)
});
/**
* | output |
* | --- |
* | "Your link" |
*
* @param {Account_Your_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_your_link = /** @type {((inputs?: Account_Your_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Your_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_your_link(inputs)
	return __en.account_your_link(inputs)
});
/**
* | output |
* | --- |
* | "Copy the link" |
*
* @param {Account_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copy_link = /** @type {((inputs?: Account_Copy_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_copy_link(inputs)
	return __en.account_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Account_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copied = /** @type {((inputs?: Account_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_copied(inputs)
	return __en.account_copied(inputs)
});
/**
* | output |
* | --- |
* | "Select the link and copy it." |
*
* @param {Account_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_copy_failed = /** @type {((inputs?: Account_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_copy_failed(inputs)
	return __en.account_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your friend gets {welcome} off their first order; you get {reward} in credit once it is delivered. Credit is used first on your next order or monthly bill." |
*
* @param {Account_Referral_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_referral_terms = /** @type {((inputs: Account_Referral_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Referral_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_referral_terms(inputs)
	return __en.account_referral_terms(inputs)
});
/**
* | output |
* | --- |
* | "Credit earned by referring:" |
*
* @param {Account_Credit_EarnedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_credit_earned = /** @type {((inputs?: Account_Credit_EarnedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Credit_EarnedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_credit_earned(inputs)
	return __en.account_credit_earned(inputs)
});
/**
* | output |
* | --- |
* | "Who joined" |
*
* @param {Account_Who_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_who_joined = /** @type {((inputs?: Account_Who_JoinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Who_JoinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_who_joined(inputs)
	return __en.account_who_joined(inputs)
});
/**
* | output |
* | --- |
* | "Nobody has signed up with your link yet." |
*
* @param {Account_Nobody_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_nobody_joined = /** @type {((inputs?: Account_Nobody_JoinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Nobody_JoinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_nobody_joined(inputs)
	return __en.account_nobody_joined(inputs)
});
/**
* | output |
* | --- |
* | "Ordered" |
*
* @param {Account_Badge_OrderedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_badge_ordered = /** @type {((inputs?: Account_Badge_OrderedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Badge_OrderedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_badge_ordered(inputs)
	return __en.account_badge_ordered(inputs)
});
/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Account_Badge_JoinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_badge_joined = /** @type {((inputs?: Account_Badge_JoinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Badge_JoinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_badge_joined(inputs)
	return __en.account_badge_joined(inputs)
});
/**
* | output |
* | --- |
* | "Joined {date}." |
*
* @param {Account_Joined_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_joined_on = /** @type {((inputs: Account_Joined_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Joined_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_joined_on(inputs)
	return __en.account_joined_on(inputs)
});
/**
* | output |
* | --- |
* | "Enter the six digits of the code we texted you." |
*
* @param {Account_Problem_Six_DigitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_six_digits = /** @type {((inputs?: Account_Problem_Six_DigitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_Six_DigitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_six_digits(inputs)
	return __en.account_problem_six_digits(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Account_Problem_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_problem_other = /** @type {((inputs?: Account_Problem_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Problem_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_problem_other(inputs)
	return __en.account_problem_other(inputs)
});
/**
* | output |
* | --- |
* | "Back to Profile" |
*
* @param {Account_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_back_to_profile = /** @type {((inputs?: Account_Back_To_ProfileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Back_To_ProfileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_back_to_profile(inputs)
	return __en.account_back_to_profile(inputs)
});
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Account_My_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_account = /** @type {((inputs?: Account_My_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_my_account(inputs)
	return __en.account_my_account(inputs)
});
/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Account_Enter_Your_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_your_code = /** @type {((inputs?: Account_Enter_Your_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Enter_Your_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_enter_your_code(inputs)
	return __en.account_enter_your_code(inputs)
});
/**
* | output |
* | --- |
* | "Six-digit code" |
*
* @param {Account_Six_Digit_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_six_digit_code = /** @type {((inputs?: Account_Six_Digit_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Six_Digit_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_six_digit_code(inputs)
	return __en.account_six_digit_code(inputs)
});
/**
* | output |
* | --- |
* | "It works until {time}" |
*
* @param {Account_Works_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_works_until = /** @type {((inputs: Account_Works_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Works_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_works_until(inputs)
	return __en.account_works_until(inputs)
});
/**
* | output |
* | --- |
* | "Checking the code" |
*
* @param {Account_Checking_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_checking_code = /** @type {((inputs?: Account_Checking_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Checking_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_checking_code(inputs)
	return __en.account_checking_code(inputs)
});
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Account_VerifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify = /** @type {((inputs?: Account_VerifyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_VerifyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verify(inputs)
	return __en.account_verify(inputs)
});
/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Account_Send_New_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_send_new_code = /** @type {((inputs?: Account_Send_New_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_New_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_send_new_code(inputs)
	return __en.account_send_new_code(inputs)
});
/**
* | output |
* | --- |
* | "Verify your mobile number" |
*
* @param {Account_Verify_Mobile_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_mobile_title = /** @type {((inputs?: Account_Verify_Mobile_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_Mobile_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verify_mobile_title(inputs)
	return __en.account_verify_mobile_title(inputs)
});
/**
* | output |
* | --- |
* | "Verify your mobile" |
*
* @param {Account_Verify_Mobile_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_verify_mobile_short = /** @type {((inputs?: Account_Verify_Mobile_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_Mobile_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_verify_mobile_short(inputs)
	return __en.account_verify_mobile_short(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Account_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_loading = /** @type {((inputs?: Account_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_loading(inputs)
	return __en.account_loading(inputs)
});
/**
* | output |
* | --- |
* | "We could not load this page" |
*
* @param {Account_Page_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_page_load_failed = /** @type {((inputs?: Account_Page_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Page_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_page_load_failed(inputs)
	return __en.account_page_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your account has no email address." |
*
* @param {Account_No_Email_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_no_email_address = /** @type {((inputs?: Account_No_Email_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_No_Email_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_no_email_address(inputs)
	return __en.account_no_email_address(inputs)
});
/**
* | output |
* | --- |
* | "Add a mobile number to your profile first; the code is texted to it." |
*
* @param {Account_Add_Mobile_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_mobile_first = /** @type {((inputs?: Account_Add_Mobile_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_Mobile_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_add_mobile_first(inputs)
	return __en.account_add_mobile_first(inputs)
});
/**
* | output |
* | --- |
* | "Add a mobile number" |
*
* @param {Account_Add_MobileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_add_mobile = /** @type {((inputs?: Account_Add_MobileInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Add_MobileInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_add_mobile(inputs)
	return __en.account_add_mobile(inputs)
});
/**
* | output |
* | --- |
* | "We sent a confirmation link to" |
*
* @param {Account_Sent_Confirmation_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sent_confirmation_to = /** @type {((inputs?: Account_Sent_Confirmation_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sent_Confirmation_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sent_confirmation_to(inputs)
	return __en.account_sent_confirmation_to(inputs)
});
/**
* | output |
* | --- |
* | ". Open it to confirm your address; the link works once." |
*
* @param {Account_Open_Link_OnceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_open_link_once = /** @type {((inputs?: Account_Open_Link_OnceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Open_Link_OnceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_open_link_once(inputs)
	return __en.account_open_link_once(inputs)
});
/**
* | output |
* | --- |
* | "I opened the link" |
*
* @param {Account_Opened_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_opened_link = /** @type {((inputs?: Account_Opened_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Opened_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_opened_link(inputs)
	return __en.account_opened_link(inputs)
});
/**
* | output |
* | --- |
* | "Use another address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address = /** @type {((inputs?: Account_Use_Another_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Use_Another_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_use_another_address(inputs)
	return __en.account_use_another_address(inputs)
});
/**
* | output |
* | --- |
* | "We will text a six-digit code to" |
*
* @param {Account_Will_Text_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_will_text_code = /** @type {((inputs?: Account_Will_Text_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Will_Text_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_will_text_code(inputs)
	return __en.account_will_text_code(inputs)
});
/**
* | output |
* | --- |
* | ". It works for 10 minutes." |
*
* @param {Account_Works_Ten_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_works_ten_minutes = /** @type {((inputs?: Account_Works_Ten_MinutesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Works_Ten_MinutesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_works_ten_minutes(inputs)
	return __en.account_works_ten_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Sending the code" |
*
* @param {Account_Sending_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_sending_code = /** @type {((inputs?: Account_Sending_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sending_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_sending_code(inputs)
	return __en.account_sending_code(inputs)
});
/**
* | output |
* | --- |
* | "Text me a code" |
*
* @param {Account_Text_Me_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_text_me_code = /** @type {((inputs?: Account_Text_Me_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Text_Me_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_text_me_code(inputs)
	return __en.account_text_me_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter the code we texted to" |
*
* @param {Account_Enter_Code_TextedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_enter_code_texted = /** @type {((inputs?: Account_Enter_Code_TextedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Enter_Code_TextedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_enter_code_texted(inputs)
	return __en.account_enter_code_texted(inputs)
});
/**
* | output |
* | --- |
* | "That code has expired" |
*
* @param {Account_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_code_expired = /** @type {((inputs?: Account_Code_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Code_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_code_expired(inputs)
	return __en.account_code_expired(inputs)
});
/**
* | output |
* | --- |
* | "Codes work for 10 minutes. Ask for a new one." |
*
* @param {Account_Code_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_code_expired_text = /** @type {((inputs?: Account_Code_Expired_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Code_Expired_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_code_expired_text(inputs)
	return __en.account_code_expired_text(inputs)
});
/**
* | output |
* | --- |
* | "Too many wrong codes" |
*
* @param {Account_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_too_many_codes = /** @type {((inputs?: Account_Too_Many_CodesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Too_Many_CodesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_too_many_codes(inputs)
	return __en.account_too_many_codes(inputs)
});
/**
* | output |
* | --- |
* | "For your security, verification is locked" |
*
* @param {Account_LockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_locked = /** @type {((inputs?: Account_LockedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LockedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_locked(inputs)
	return __en.account_locked(inputs)
});
/**
* | output |
* | --- |
* | "until" |
*
* @param {Account_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_until = /** @type {((inputs?: Account_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_until(inputs)
	return __en.account_until(inputs)
});
/**
* | output |
* | --- |
* | "; you can ask for a new code then." |
*
* @param {Account_Ask_New_Code_ThenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_ask_new_code_then = /** @type {((inputs?: Account_Ask_New_Code_ThenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ask_New_Code_ThenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_ask_new_code_then(inputs)
	return __en.account_ask_new_code_then(inputs)
});
/**
* | output |
* | --- |
* | "Your email is verified" |
*
* @param {Account_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_email_verified = /** @type {((inputs?: Account_Email_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_email_verified(inputs)
	return __en.account_email_verified(inputs)
});
/**
* | output |
* | --- |
* | "Your mobile number is verified" |
*
* @param {Account_Mobile_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_mobile_verified = /** @type {((inputs?: Account_Mobile_VerifiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mobile_VerifiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_mobile_verified(inputs)
	return __en.account_mobile_verified(inputs)
});
/**
* | output |
* | --- |
* | "is confirmed." |
*
* @param {Account_Is_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_is_confirmed = /** @type {((inputs?: Account_Is_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Is_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_is_confirmed(inputs)
	return __en.account_is_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Delivery texts can go to it." |
*
* @param {Account_Delivery_Texts_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_delivery_texts_go = /** @type {((inputs?: Account_Delivery_Texts_GoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delivery_Texts_GoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_delivery_texts_go(inputs)
	return __en.account_delivery_texts_go(inputs)
});
/**
* | output |
* | --- |
* | "Pivot Furniture" |
*
* @param {Account_BrandInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_brand = /** @type {((inputs?: Account_BrandInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_BrandInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.account_brand(inputs)
	return __en.account_brand(inputs)
});