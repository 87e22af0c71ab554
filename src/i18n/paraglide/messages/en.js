/* eslint-disable */
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
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Catalog_Listing_Showing_AboutInputs */
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
/** @typedef {{}} Api_Unreachable_ServersInputs */
/** @typedef {{}} Api_Something_WrongInputs */
/** @typedef {{}} Api_Unreachable_PaymentsInputs */
/** @typedef {{}} Api_Card_Not_CheckedInputs */
/** @typedef {{}} Api_Photo_Sign_In_AgainInputs */
/** @typedef {{}} Api_Photo_Too_BigInputs */
/** @typedef {{}} Api_Photo_Not_UploadedInputs */
/** @typedef {{}} Api_Request_CancelledInputs */
/** @typedef {{}} Api_Unreachable_StoreInputs */
/** @typedef {{}} Api_Store_No_AnswerInputs */
/** @typedef {{}} Api_Store_UnreadableInputs */
/** @typedef {{}} Api_Sign_In_To_ContinueInputs */
/** @typedef {{}} Api_Session_EndedInputs */
/** @typedef {{}} Checkout_TitleInputs */
/** @typedef {{}} Checkout_Steps_LabelInputs */
/** @typedef {{}} Checkout_Step_AddressInputs */
/** @typedef {{}} Checkout_Step_ScheduleInputs */
/** @typedef {{}} Checkout_Step_AgreementInputs */
/** @typedef {{}} Checkout_Step_PaymentInputs */
/** @typedef {{}} Checkout_Step_ReviewInputs */
/** @typedef {{}} Checkout_Step_PickupInputs */
/** @typedef {{}} Checkout_Panel_LabelInputs */
/** @typedef {{}} Checkout_Your_CartInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_Times_QuantityInputs */
/** @typedef {{}} Checkout_Home_LabelInputs */
/** @typedef {{}} Checkout_BrandInputs */
/** @typedef {{}} Checkout_Back_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TitleInputs */
/** @typedef {{}} Checkout_Getting_ReadyInputs */
/** @typedef {{}} Checkout_Choose_City_FirstInputs */
/** @typedef {{}} Checkout_Shop_FurnitureInputs */
/** @typedef {{}} Checkout_Go_To_CartInputs */
/** @typedef {{}} Checkout_Cart_Empty_TextInputs */
/** @typedef {{}} Checkout_Waiting_TextInputs */
/** @typedef {{}} Checkout_Cities_FailedInputs */
/** @typedef {{}} Checkout_Choose_Address_TitleInputs */
/** @typedef {{}} Checkout_Loading_AddressesInputs */
/** @typedef {{}} Checkout_Addresses_FailedInputs */
/** @typedef {{}} Checkout_Try_AgainInputs */
/** @typedef {{}} Checkout_Your_AddressesInputs */
/** @typedef {{}} Checkout_Use_This_AddressInputs */
/** @typedef {{}} Checkout_Add_AddressInputs */
/** @typedef {{}} Checkout_Save_And_UseInputs */
/** @typedef {{}} Checkout_Agreement_LabelInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Clauses_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Checkout_Clause_TitleInputs */
/** @typedef {{ payments: NonNullable<unknown>, instalment: NonNullable<unknown>, total: NonNullable<unknown> }} Checkout_Terms_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Terms_Financing_InstalmentInputs */
/** @typedef {{ total: NonNullable<unknown> }} Checkout_Terms_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Rental_AtInputs */
/** @typedef {{}} Checkout_Terms_RentalInputs */
/** @typedef {{ each: NonNullable<unknown> }} Checkout_Terms_Subscription_AtInputs */
/** @typedef {{}} Checkout_Terms_SubscriptionInputs */
/** @typedef {{ months: NonNullable<unknown> }} Checkout_Terms_MinimumInputs */
/** @typedef {{}} Checkout_Terms_Month_To_MonthInputs */
/** @typedef {{}} Checkout_Agreement_Held_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Held_TextInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TitleInputs */
/** @typedef {{}} Checkout_Agreement_Financing_TextInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Checkout_Agreement_LineInputs */
/** @typedef {{}} Checkout_Agreement_ChargesInputs */
/** @typedef {{ version: NonNullable<unknown> }} Checkout_Agreement_Returns_TitleInputs */
/** @typedef {{}} Checkout_Signature_LabelInputs */
/** @typedef {{}} Checkout_Signature_RequiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signature_MismatchInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Order_HeadingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Checkout_Placed_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, delivery: NonNullable<unknown> }} Checkout_Placed_On_DeliveryInputs */
/** @typedef {{}} Checkout_SigningInputs */
/** @typedef {{}} Checkout_Sign_AgreementInputs */
/** @typedef {{}} Checkout_Unsigned_TitleInputs */
/** @typedef {{}} Checkout_Loading_AgreementsInputs */
/** @typedef {{}} Checkout_Agreements_FailedInputs */
/** @typedef {{}} Checkout_Nothing_To_SignInputs */
/** @typedef {{}} Checkout_All_SignedInputs */
/** @typedef {{}} Checkout_Due_TodayInputs */
/** @typedef {{}} Checkout_Then_MonthlyInputs */
/** @typedef {{}} Checkout_Lines_LabelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Amount_TodayInputs */
/** @typedef {{}} Checkout_Where_DeliverInputs */
/** @typedef {{}} Checkout_Receipt_AddressInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Switch_CityInputs */
/** @typedef {{}} Checkout_Checking_AddressInputs */
/** @typedef {{}} Checkout_Checking_DeliveryInputs */
/** @typedef {{}} Checkout_Deliver_HereInputs */
/** @typedef {{}} Checkout_Add_New_AddressInputs */
/** @typedef {{}} Checkout_New_AddressInputs */
/** @typedef {{}} Checkout_Save_DeliverInputs */
/** @typedef {{}} Checkout_Sign_HeadingInputs */
/** @typedef {{}} Checkout_Sign_IntroInputs */
/** @typedef {{}} Checkout_Sign_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_DeliveryInputs */
/** @typedef {{}} Checkout_LoadingInputs */
/** @typedef {{}} Checkout_Start_FailedInputs */
/** @typedef {{}} Checkout_Placed_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Placed_TextInputs */
/** @typedef {{}} Checkout_Payment_HeadingInputs */
/** @typedef {{}} Checkout_Pay_WithInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown>, expiry: NonNullable<unknown> }} Checkout_Saved_CardInputs */
/** @typedef {{}} Checkout_New_CardInputs */
/** @typedef {{}} Checkout_Card_PrivateInputs */
/** @typedef {{}} Checkout_Name_On_CardInputs */
/** @typedef {{}} Checkout_Card_NumberInputs */
/** @typedef {{}} Checkout_ExpiryInputs */
/** @typedef {{}} Checkout_Expiry_PlaceholderInputs */
/** @typedef {{}} Checkout_Security_CodeInputs */
/** @typedef {{}} Checkout_Save_CardInputs */
/** @typedef {{}} Checkout_Checking_CardInputs */
/** @typedef {{}} Checkout_Review_OrderInputs */
/** @typedef {{}} Checkout_Back_To_AgreementInputs */
/** @typedef {{}} Checkout_Pickup_TitleInputs */
/** @typedef {{}} Checkout_Warehouse_NameInputs */
/** @typedef {{}} Checkout_Warehouse_HoursInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Checkout_Pickup_BringInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Card_EndingInputs */
/** @typedef {{}} Checkout_No_CardInputs */
/** @typedef {{}} Checkout_Review_HeadingInputs */
/** @typedef {{}} Checkout_PricingInputs */
/** @typedef {{}} Checkout_Price_FailedInputs */
/** @typedef {{}} Checkout_Pick_Up_AtInputs */
/** @typedef {{}} Checkout_Your_AddressInputs */
/** @typedef {{}} Checkout_Deliver_ToInputs */
/** @typedef {{}} Checkout_Change_AddressInputs */
/** @typedef {{}} Checkout_WhenInputs */
/** @typedef {{}} Checkout_Change_DayInputs */
/** @typedef {{}} Checkout_Change_CardInputs */
/** @typedef {{ name: NonNullable<unknown> }} Checkout_Signed_ByInputs */
/** @typedef {{}} Checkout_Not_ConfirmedInputs */
/** @typedef {{}} Checkout_Never_TwiceInputs */
/** @typedef {{}} Checkout_Back_To_ReviewInputs */
/** @typedef {{}} Checkout_PlacingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Place_OrderInputs */
/** @typedef {{}} Checkout_When_PickupInputs */
/** @typedef {{}} Checkout_When_DeliverInputs */
/** @typedef {{}} Checkout_Loading_DaysInputs */
/** @typedef {{}} Checkout_Days_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_HintInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Checkout_Days_ErrorInputs */
/** @typedef {{}} Checkout_Pickup_DayInputs */
/** @typedef {{}} Checkout_Delivery_DayInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Pickup_WindowInputs */
/** @typedef {{ city: NonNullable<unknown> }} Checkout_Time_WindowInputs */
/** @typedef {{}} Checkout_ContinueInputs */
/** @typedef {{}} Checkout_Back_To_AddressInputs */
/** @typedef {{ messages: NonNullable<unknown> }} Checkout_Check_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, messages: NonNullable<unknown> }} Checkout_Check_FieldsInputs */
/** @typedef {{}} Checkout_Window_MorningInputs */
/** @typedef {{}} Checkout_Window_AfternoonInputs */
/** @typedef {{}} Checkout_Window_EveningInputs */
/** @typedef {{}} Checkout_Window_AnytimeInputs */
/** @typedef {{}} Checkout_Window_PickupInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Checkout_Line_FinancingInputs */
/** @typedef {{}} Checkout_Line_SubscriptionInputs */
/** @typedef {{}} Checkout_Line_RentalInputs */
/** @typedef {{}} Checkout_Line_BoughtInputs */
/** @typedef {{}} Checkout_Loading_OrderInputs */
/** @typedef {{}} Checkout_Order_FailedInputs */
/** @typedef {{}} Checkout_Order_Not_FoundInputs */
/** @typedef {{}} Checkout_Go_To_AccountInputs */
/** @typedef {{}} Checkout_Order_SafeInputs */
/** @typedef {{}} Checkout_Other_AccountInputs */
/** @typedef {{}} Checkout_Success_TitleInputs */
/** @typedef {{}} Checkout_Confirming_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Checkout_Confirming_TextInputs */
/** @typedef {{}} Checkout_Confirming_CheckingInputs */
/** @typedef {{}} Checkout_Confirming_TotalInputs */
/** @typedef {{}} Checkout_Confirming_TaxesInputs */
/** @typedef {{}} Checkout_Order_Number_LabelInputs */
/** @typedef {{ email: NonNullable<unknown> }} Checkout_Receipt_SentInputs */
/** @typedef {{}} Checkout_Pickup_At_BeforeInputs */
/** @typedef {{}} Checkout_Pickup_OnInputs */
/** @typedef {{}} Checkout_Pickup_AfterInputs */
/** @typedef {{}} Checkout_Delivery_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Checkout_Delivery_To_AddressInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Checkout_UnitInputs */
/** @typedef {{}} Checkout_Agreement_UnsignedInputs */
/** @typedef {{}} Checkout_Read_And_SignInputs */
/** @typedef {{}} Checkout_Before_DeliveryInputs */
/** @typedef {{}} Checkout_ItemsInputs */
/** @typedef {{}} Checkout_RetailInputs */
/** @typedef {{}} Checkout_Sold_OffInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Checkout_QuantityInputs */
/** @typedef {{}} Checkout_TotalsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Monthly_AfterInputs */
/** @typedef {{ brand: NonNullable<unknown>, last4: NonNullable<unknown> }} Checkout_Charged_ToInputs */
/** @typedef {{}} Checkout_View_ReceiptInputs */
/** @typedef {{}} Checkout_See_OrdersInputs */
/** @typedef {{}} Checkout_Keep_ShoppingInputs */
/** @typedef {{}} Checkout_An_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, error: NonNullable<unknown> }} Checkout_Line_ProblemInputs */
/** @typedef {{}} Checkout_Problem_UnreachableInputs */
/** @typedef {{}} Checkout_Problem_UnknownInputs */
/** @typedef {{}} Checkout_Problem_Choose_DayInputs */
/** @typedef {{}} Checkout_Problem_Choose_CardInputs */
/** @typedef {{}} Checkout_Problem_Enter_CardInputs */
/** @typedef {{}} Checkout_Problem_Card_NameInputs */
/** @typedef {{}} Checkout_Problem_Card_NumberInputs */
/** @typedef {{}} Checkout_Problem_Card_ExpiryInputs */
/** @typedef {{}} Checkout_Problem_Card_CvcInputs */
/** @typedef {{}} Checkout_Problem_First_NameInputs */
/** @typedef {{}} Checkout_Problem_Last_NameInputs */
/** @typedef {{}} Checkout_Problem_StreetInputs */
/** @typedef {{}} Checkout_Problem_CityInputs */
/** @typedef {{}} Checkout_Problem_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_Postal_CodeInputs */
/** @typedef {{}} Checkout_Problem_Postal_FormatInputs */
/** @typedef {{ letter: NonNullable<unknown>, provinces: NonNullable<unknown> }} Checkout_Problem_Postal_ProvinceInputs */
/** @typedef {{}} Checkout_Problem_PhoneInputs */
/** @typedef {{}} Checkout_Problem_FloorInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Checkout_Area_RefusedInputs */
/** @typedef {{ refused: NonNullable<unknown> }} Checkout_Area_NoneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OneInputs */
/** @typedef {{ refused: NonNullable<unknown>, names: NonNullable<unknown> }} Checkout_Area_OtherInputs */
/** @typedef {{}} Checkout_Language_SwitchInputs */
/** @typedef {{}} Checkout_Language_CodeInputs */
/** @typedef {{}} Auth_Something_WrongInputs */
/** @typedef {{}} Auth_Seconds_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Seconds_OtherInputs */
/** @typedef {{}} Auth_Minutes_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Minutes_OtherInputs */
/** @typedef {{}} Auth_Hours_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Hours_OtherInputs */
/** @typedef {{}} Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Auth_Password_Too_CommonInputs */
/** @typedef {{}} Auth_Session_EndedInputs */
/** @typedef {{}} Auth_No_AuthInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Too_Many_WaitInputs */
/** @typedef {{}} Auth_Too_ManyInputs */
/** @typedef {{}} Auth_Invalid_LinkInputs */
/** @typedef {{}} Auth_Enter_EmailInputs */
/** @typedef {{}} Auth_Valid_EmailInputs */
/** @typedef {{}} Auth_Enter_PasswordInputs */
/** @typedef {{}} Auth_Enter_New_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MinInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_MaxInputs */
/** @typedef {{}} Auth_Enter_AgainInputs */
/** @typedef {{}} Auth_No_MatchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Sign_InInputs */
/** @typedef {{}} Auth_Login_IntroInputs */
/** @typedef {{}} Auth_New_To_PivotInputs */
/** @typedef {{}} Auth_Create_An_AccountInputs */
/** @typedef {{}} Auth_EmailInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Forgot_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_MomentInputs */
/** @typedef {{}} Auth_Signing_InInputs */
/** @typedef {{}} Auth_Signup_IntroInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Friend_SentInputs */
/** @typedef {{}} Auth_Friend_TextInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_Account_Created_MomentInputs */
/** @typedef {{}} Auth_Creating_AccountInputs */
/** @typedef {{}} Auth_Create_AccountInputs */
/** @typedef {{}} Auth_Reset_SentInputs */
/** @typedef {{}} Auth_RememberedInputs */
/** @typedef {{}} Auth_Back_To_Sign_InInputs */
/** @typedef {{}} Auth_Check_EmailInputs */
/** @typedef {{}} Auth_We_UsedInputs */
/** @typedef {{}} Auth_Nothing_AfterInputs */
/** @typedef {{}} Auth_Send_AnotherInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Reset_IntroInputs */
/** @typedef {{}} Auth_Sending_LinkInputs */
/** @typedef {{}} Auth_Send_LinkInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Continue_WithInputs */
/** @typedef {{}} Auth_Signing_You_InInputs */
/** @typedef {{ label: NonNullable<unknown> }} Auth_WorkingInputs */
/** @typedef {{}} Auth_Finish_TitleInputs */
/** @typedef {{}} Auth_Link_Expired_StartInputs */
/** @typedef {{}} Auth_Link_Expired_Sign_InInputs */
/** @typedef {{}} Auth_Go_To_Sign_InInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_No_Email_SharedInputs */
/** @typedef {{}} Auth_ContinueInputs */
/** @typedef {{}} Auth_Link_TitleInputs */
/** @typedef {{}} Auth_Already_HasInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Link_ProviderInputs */
/** @typedef {{}} Auth_Link_TwoInputs */
/** @typedef {{}} Auth_Not_Your_AccountInputs */
/** @typedef {{}} Auth_Sign_In_Another_WayInputs */
/** @typedef {{}} Auth_Account_To_LinkInputs */
/** @typedef {{}} Auth_LinkingInputs */
/** @typedef {{}} Auth_Link_And_Sign_InInputs */
/** @typedef {{}} Auth_Device_TitleInputs */
/** @typedef {{}} Auth_Device_Intro_Signed_OutInputs */
/** @typedef {{}} Auth_Device_Make_BeforeInputs */
/** @typedef {{}} Auth_Device_YouInputs */
/** @typedef {{}} Auth_Device_Make_AfterInputs */
/** @typedef {{}} Auth_Your_LinkInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Auth_Link_HintInputs */
/** @typedef {{}} Auth_CopiedInputs */
/** @typedef {{}} Auth_Copy_LinkInputs */
/** @typedef {{}} Auth_New_LinkInputs */
/** @typedef {{}} Auth_Link_CopiedInputs */
/** @typedef {{}} Auth_Making_LinkInputs */
/** @typedef {{}} Auth_Make_LinkInputs */
/** @typedef {{}} Auth_RenewingInputs */
/** @typedef {{}} Auth_Send_FailedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Link_On_WayInputs */
/** @typedef {{}} Auth_Send_AgainInputs */
/** @typedef {{}} Auth_New_Password_TitleInputs */
/** @typedef {{}} Auth_Password_ChangedInputs */
/** @typedef {{}} Auth_Password_Changed_TextInputs */
/** @typedef {{}} Auth_Go_To_AccountInputs */
/** @typedef {{}} Auth_Continue_ShoppingInputs */
/** @typedef {{}} Auth_Link_No_LongerInputs */
/** @typedef {{}} Auth_Send_New_LinkInputs */
/** @typedef {{}} Auth_New_Password_IntroInputs */
/** @typedef {{}} Auth_Link_Not_WorkingInputs */
/** @typedef {{}} Auth_Ask_NewInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{}} Auth_Confirm_New_PasswordInputs */
/** @typedef {{}} Auth_Saving_PasswordInputs */
/** @typedef {{}} Auth_Save_PasswordInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Social_FailedInputs */
/** @typedef {{}} Auth_Temp_TitleInputs */
/** @typedef {{}} Auth_Sign_In_PasswordInputs */
/** @typedef {{}} Auth_Signed_In_TitleInputs */
/** @typedef {{}} Auth_Device_Signed_In_AsInputs */
/** @typedef {{}} Auth_Device_Signed_InInputs */
/** @typedef {{}} Auth_Link_DoneInputs */
/** @typedef {{}} Auth_Confirm_EmailInputs */
/** @typedef {{}} Auth_Email_ConfirmedInputs */
/** @typedef {{}} Auth_Email_Confirmed_TextInputs */
/** @typedef {{}} Auth_Confirming_EmailInputs */
/** @typedef {{}} Auth_My_AccountInputs */
/** @typedef {{}} Auth_Signed_In_AsInputs */
/** @typedef {{}} Auth_You_Are_Signed_InInputs */
/** @typedef {{}} Auth_Account_PagesInputs */
/** @typedef {{}} Auth_ProfileInputs */
/** @typedef {{}} Auth_Profile_TextInputs */
/** @typedef {{}} Auth_AddressInputs */
/** @typedef {{}} Auth_Address_TextInputs */
/** @typedef {{}} Auth_ReceiptsInputs */
/** @typedef {{}} Auth_Receipts_TextInputs */
/** @typedef {{}} Auth_Signing_OutInputs */
/** @typedef {{}} Auth_Sign_OutInputs */
/** @typedef {{}} Auth_Sign_In_AgainInputs */
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
/** @typedef {{}} Account_Receipt_Confirming_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Account_Receipt_Confirming_TextInputs */
/** @typedef {{}} Account_Receipt_Confirming_CheckingInputs */
/** @typedef {{}} Account_Receipt_Confirming_TaxesInputs */
/** @typedef {{}} Account_Receipt_Confirming_TotalInputs */
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
/** @typedef {{ letter: NonNullable<unknown>, provinces: NonNullable<unknown> }} Account_Problem_Postal_ProvinceInputs */
/** @typedef {{}} Account_Please_Sign_InInputs */
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
/** @typedef {{}} Flows_My_AccountInputs */
/** @typedef {{}} Flows_ReceiptsInputs */
/** @typedef {{}} Flows_Contact_UsInputs */
/** @typedef {{}} Flows_Try_AgainInputs */
/** @typedef {{}} Flows_LoadingInputs */
/** @typedef {{}} Flows_View_ReceiptInputs */
/** @typedef {{}} Flows_Checking_CardInputs */
/** @typedef {{}} Flows_Something_WrongInputs */
/** @typedef {{}} Flows_Buyout_TitleInputs */
/** @typedef {{}} Flows_Buyout_Pay_TitleInputs */
/** @typedef {{}} Flows_Buyout_Kind_SubscriptionInputs */
/** @typedef {{}} Flows_Buyout_Kind_FinancingInputs */
/** @typedef {{}} Flows_Buyout_Kind_RentalInputs */
/** @typedef {{ charge: NonNullable<unknown> }} Flows_Buyout_Monthly_NowInputs */
/** @typedef {{}} Flows_Buyout_Pay_OverdueInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Flows_Buyout_FeeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Quote_SubtotalInputs */
/** @typedef {{}} Flows_Buyout_Total_TodayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Buyout_Items_CountInputs */
/** @typedef {{}} Flows_Buyout_IntroInputs */
/** @typedef {{}} Flows_Buyout_Items_LegendInputs */
/** @typedef {{}} Flows_Buyout_Next_Step_TaxInputs */
/** @typedef {{}} Flows_Buyout_ContinueInputs */
/** @typedef {{}} Flows_Buyout_Continue_HintInputs */
/** @typedef {{}} Flows_Buyout_Nothing_ChosenInputs */
/** @typedef {{}} Flows_Buyout_Items_To_BuyInputs */
/** @typedef {{}} Flows_Buyout_QuotingInputs */
/** @typedef {{}} Flows_Buyout_Quote_FailedInputs */
/** @typedef {{}} Flows_Buyout_Pay_WithInputs */
/** @typedef {{}} Flows_Buyout_PayingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Pay_AmountInputs */
/** @typedef {{}} Flows_Buyout_PayInputs */
/** @typedef {{}} Flows_Buyout_Change_ItemsInputs */
/** @typedef {{}} Flows_Buyout_Load_FailedInputs */
/** @typedef {{}} Flows_Buyout_Nothing_IntroInputs */
/** @typedef {{}} Flows_Buyout_Back_To_AccountInputs */
/** @typedef {{}} Flows_Buyout_Paid_TitleInputs */
/** @typedef {{}} Flows_Buyout_Paid_ChargedInputs */
/** @typedef {{}} Flows_Buyout_Paid_ForInputs */
/** @typedef {{}} Flows_Buyout_Paid_RestInputs */
/** @typedef {{ count: NonNullable<unknown>, fee: NonNullable<unknown> }} Flows_Buyout_FeesInputs */
/** @typedef {{ paid: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_FullInputs */
/** @typedef {{ paid: NonNullable<unknown>, percent: NonNullable<unknown>, fees: NonNullable<unknown> }} Flows_Buyout_Paid_CreditInputs */
/** @typedef {{ retail: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_RetailInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Less_PaidInputs */
/** @typedef {{ count: NonNullable<unknown>, retail: NonNullable<unknown>, paid: NonNullable<unknown>, lessPaid: NonNullable<unknown>, fee: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_Payments_LeftInputs */
/** @typedef {{ retail: NonNullable<unknown>, paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Flows_Buyout_Basis_FloorInputs */
/** @typedef {{ count: NonNullable<unknown>, credit: NonNullable<unknown> }} Flows_Buyout_UnpaidInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Buyout_Unpaid_CreditInputs */
/** @typedef {{}} Flows_Partner_Confirmed_TitleInputs */
/** @typedef {{}} Flows_Partner_Billing_DetailsInputs */
/** @typedef {{}} Flows_Partner_Delivery_AddressInputs */
/** @typedef {{}} Flows_Partner_Window_MorningInputs */
/** @typedef {{}} Flows_Partner_Window_AfternoonInputs */
/** @typedef {{}} Flows_Partner_Window_EveningInputs */
/** @typedef {{}} Flows_Partner_Window_AnytimeInputs */
/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Flows_Partner_Day_WindowInputs */
/** @typedef {{}} Flows_Partner_Showroom_Will_CallInputs */
/** @typedef {{}} Flows_Partner_Showroom_OrderInputs */
/** @typedef {{ store: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_LineInputs */
/** @typedef {{ store: NonNullable<unknown>, reference: NonNullable<unknown>, number: NonNullable<unknown> }} Flows_Partner_Order_Line_ReceiptInputs */
/** @typedef {{}} Flows_Partner_PiecesInputs */
/** @typedef {{}} Flows_Partner_Per_MonthInputs */
/** @typedef {{ months: NonNullable<unknown> }} Flows_Partner_Term_PlanInputs */
/** @typedef {{}} Flows_Partner_Monthly_PlanInputs */
/** @typedef {{}} Flows_Partner_Paid_At_StoreInputs */
/** @typedef {{}} Flows_Partner_Then_MonthlyInputs */
/** @typedef {{}} Flows_Partner_DeliveryInputs */
/** @typedef {{ step: NonNullable<unknown> }} Flows_Partner_StepInputs */
/** @typedef {{}} Flows_Partner_Address_TitleInputs */
/** @typedef {{ store: NonNullable<unknown> }} Flows_Partner_Address_IntroInputs */
/** @typedef {{}} Flows_Partner_Address_GivenInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Address_Given_TextInputs */
/** @typedef {{}} Flows_Partner_Continue_Billing_LinkInputs */
/** @typedef {{}} Flows_Partner_Continue_BillingInputs */
/** @typedef {{}} Flows_Partner_Billing_TitleInputs */
/** @typedef {{ hold: NonNullable<unknown> }} Flows_Partner_Billing_IntroInputs */
/** @typedef {{}} Flows_Partner_ChargeInputs */
/** @typedef {{}} Flows_Partner_ConfirmingInputs */
/** @typedef {{}} Flows_Partner_ConfirmInputs */
/** @typedef {{}} Flows_Partner_Change_AddressInputs */
/** @typedef {{}} Flows_Partner_Load_FailedInputs */
/** @typedef {{}} Flows_Partner_No_Order_TitleInputs */
/** @typedef {{}} Flows_Partner_No_Order_TextInputs */
/** @typedef {{ when: NonNullable<unknown> }} Flows_Partner_Done_OnInputs */
/** @typedef {{}} Flows_Partner_Done_Showroom_DayInputs */
/** @typedef {{ address: NonNullable<unknown> }} Flows_Partner_Delivering_ToInputs */
/** @typedef {{}} Flows_Tip_HeadingInputs */
/** @typedef {{}} Flows_Tip_Not_DoneInputs */
/** @typedef {{}} Flows_Tip_Thanks_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Thanks_AmountInputs */
/** @typedef {{}} Flows_Tip_ThanksInputs */
/** @typedef {{}} Flows_Tip_Load_FailedInputs */
/** @typedef {{}} Flows_Tip_LoadingInputs */
/** @typedef {{}} Flows_Tip_Paid_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Paid_TextInputs */
/** @typedef {{}} Flows_Tip_IntroInputs */
/** @typedef {{}} Flows_Tip_Amount_GroupInputs */
/** @typedef {{}} Flows_Tip_Other_AmountInputs */
/** @typedef {{}} Flows_Tip_Your_AmountInputs */
/** @typedef {{ minimum: NonNullable<unknown>, maximum: NonNullable<unknown> }} Flows_Tip_Amount_RangeInputs */
/** @typedef {{}} Flows_Tip_Note_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Flows_Tip_Note_CountInputs */
/** @typedef {{}} Flows_Tip_Declined_TitleInputs */
/** @typedef {{}} Flows_Tip_Update_CardInputs */
/** @typedef {{}} Flows_Tip_Change_AmountInputs */
/** @typedef {{}} Flows_Tip_Failed_TitleInputs */
/** @typedef {{}} Flows_Tip_ChargingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Amount_ButtonInputs */
/** @typedef {{}} Flows_Tip_ButtonInputs */
/** @typedef {{}} Flows_Tip_Error_EmptyInputs */
/** @typedef {{}} Flows_Tip_Error_Not_DollarsInputs */
/** @typedef {{}} Flows_Tip_Error_Not_PositiveInputs */
/** @typedef {{}} Flows_Tip_Error_Too_PreciseInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Below_MinimumInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Flows_Tip_Error_Above_MaximumInputs */
/** @typedef {{ max: NonNullable<unknown> }} Flows_Tip_Error_Note_Too_LongInputs */
/** @typedef {{}} Flows_Review_Rating_PoorInputs */
/** @typedef {{}} Flows_Review_Rating_FairInputs */
/** @typedef {{}} Flows_Review_Rating_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_Very_GoodInputs */
/** @typedef {{}} Flows_Review_Rating_ExcellentInputs */
/** @typedef {{}} Flows_Review_Error_RatingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Flows_Review_Error_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Error_LongInputs */
/** @typedef {{}} Flows_Review_Error_MarkupInputs */
/** @typedef {{}} Flows_Review_Your_RatingInputs */
/** @typedef {{ count: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Star_LabelInputs */
/** @typedef {{}} Flows_Review_Rating_HintInputs */
/** @typedef {{ value: NonNullable<unknown>, word: NonNullable<unknown> }} Flows_Review_Rating_ChosenInputs */
/** @typedef {{}} Flows_Review_Edit_TitleInputs */
/** @typedef {{}} Flows_Review_Write_TitleInputs */
/** @typedef {{}} Flows_Review_Loading_ProductInputs */
/** @typedef {{}} Flows_Review_Load_Product_FailedInputs */
/** @typedef {{}} Flows_Review_Nothing_ChangedInputs */
/** @typedef {{}} Flows_Review_Cannot_ReviewInputs */
/** @typedef {{}} Flows_Review_See_ProductsInputs */
/** @typedef {{}} Flows_Review_Not_FoundInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_DeliveredInputs */
/** @typedef {{}} Flows_Review_Published_TitleInputs */
/** @typedef {{}} Flows_Review_Published_TextInputs */
/** @typedef {{}} Flows_Review_See_On_ProductInputs */
/** @typedef {{}} Flows_Review_AnotherInputs */
/** @typedef {{}} Flows_Review_Not_SavedInputs */
/** @typedef {{}} Flows_Review_Your_ReviewInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, count: NonNullable<unknown> }} Flows_Review_Text_HintInputs */
/** @typedef {{}} Flows_Review_SavingInputs */
/** @typedef {{}} Flows_Review_Save_ChangesInputs */
/** @typedef {{}} Flows_Review_PublishInputs */
/** @typedef {{}} Flows_Review_CancelInputs */
/** @typedef {{}} Flows_Review_Returned_SinceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Flows_Review_ReviewedInputs */
/** @typedef {{}} Flows_Review_EditedInputs */
/** @typedef {{}} Flows_Review_EditInputs */
/** @typedef {{}} Flows_Review_WriteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Flows_Review_Of_ItemInputs */
/** @typedef {{}} Flows_Review_See_Product_PageInputs */
/** @typedef {{}} Flows_Review_List_TitleInputs */
/** @typedef {{}} Flows_Review_List_IntroInputs */
/** @typedef {{}} Flows_Review_Loading_ProductsInputs */
/** @typedef {{}} Flows_Review_Load_Products_FailedInputs */
/** @typedef {{}} Flows_Review_Trying_AgainInputs */
/** @typedef {{}} Flows_Review_Nothing_TitleInputs */
/** @typedef {{}} Flows_Review_BrowseInputs */
/** @typedef {{}} Flows_Review_Nothing_TextInputs */
/** @typedef {{}} Flows_Review_All_DoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Flows_Review_WaitingInputs */
/** @typedef {{}} Flows_Review_Delivered_ProductsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Content_Last_UpdatedInputs */
/** @typedef {{}} Content_Terms_TitleInputs */
/** @typedef {{}} Content_Terms_LeadInputs */
/** @typedef {{}} Content_Terms_S_AgreementInputs */
/** @typedef {{}} Content_Terms_S_EligibilityInputs */
/** @typedef {{}} Content_Terms_S_AccountInputs */
/** @typedef {{}} Content_Terms_S_PricesInputs */
/** @typedef {{}} Content_Terms_S_OrdersInputs */
/** @typedef {{}} Content_Terms_S_AgreementsInputs */
/** @typedef {{}} Content_Terms_S_ConductInputs */
/** @typedef {{}} Content_Terms_S_ContentInputs */
/** @typedef {{}} Content_Terms_S_LiabilityInputs */
/** @typedef {{}} Content_Terms_S_LawInputs */
/** @typedef {{}} Content_Terms_S_ChangesInputs */
/** @typedef {{}} Content_Terms_AgreementInputs */
/** @typedef {{}} Content_Terms_EligibilityInputs */
/** @typedef {{}} Content_Terms_AccountInputs */
/** @typedef {{}} Content_Terms_Prices_CadInputs */
/** @typedef {{}} Content_Terms_Prices_TaxInputs */
/** @typedef {{}} Content_Terms_Prices_ErrorsInputs */
/** @typedef {{}} Content_Terms_OrdersInputs */
/** @typedef {{}} Content_Terms_AgreementsInputs */
/** @typedef {{}} Content_Terms_ConductInputs */
/** @typedef {{}} Content_Terms_ContentInputs */
/** @typedef {{}} Content_Terms_LiabilityInputs */
/** @typedef {{}} Content_Terms_LawInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Terms_ChangesInputs */
/** @typedef {{}} Content_Sale_TitleInputs */
/** @typedef {{}} Content_Sale_EffectiveInputs */
/** @typedef {{}} Content_Sale_LeadInputs */
/** @typedef {{}} Content_Sale_ShortInputs */
/** @typedef {{}} Content_Sale_Prices_TitleInputs */
/** @typedef {{}} Content_Sale_PricesInputs */
/** @typedef {{}} Content_Sale_Final_TitleInputs */
/** @typedef {{}} Content_Sale_Final_No_ReturnInputs */
/** @typedef {{}} Content_Sale_Final_ConditionInputs */
/** @typedef {{}} Content_Sale_Final_RightsInputs */
/** @typedef {{}} Content_Sale_Pickup_TitleInputs */
/** @typedef {{}} Content_Sale_Pickup_EmailInputs */
/** @typedef {{}} Content_Sale_Pickup_DaysInputs */
/** @typedef {{}} Content_Sale_Pickup_IdInputs */
/** @typedef {{}} Content_Sale_Pickup_VehicleInputs */
/** @typedef {{}} Content_Sale_Missed_TitleInputs */
/** @typedef {{}} Content_Sale_MissedInputs */
/** @typedef {{}} Content_Sale_Quantities_TitleInputs */
/** @typedef {{}} Content_Sale_QuantitiesInputs */
/** @typedef {{}} Content_Sale_Subscribers_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Content_Sale_SubscribersInputs */
/** @typedef {{}} Content_Privacy_TitleInputs */
/** @typedef {{}} Content_Privacy_LeadInputs */
/** @typedef {{}} Content_Privacy_S_ScopeInputs */
/** @typedef {{}} Content_Privacy_S_CollectInputs */
/** @typedef {{}} Content_Privacy_S_UseInputs */
/** @typedef {{}} Content_Privacy_S_ConsentInputs */
/** @typedef {{}} Content_Privacy_S_ShareInputs */
/** @typedef {{}} Content_Privacy_S_StorageInputs */
/** @typedef {{}} Content_Privacy_S_WhereInputs */
/** @typedef {{}} Content_Privacy_S_RetentionInputs */
/** @typedef {{}} Content_Privacy_S_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_S_RightsInputs */
/** @typedef {{}} Content_Privacy_S_BreachesInputs */
/** @typedef {{}} Content_Privacy_S_ChangesInputs */
/** @typedef {{}} Content_Privacy_ScopeInputs */
/** @typedef {{}} Content_Privacy_Collect_IdentityInputs */
/** @typedef {{}} Content_Privacy_Collect_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Collect_OrdersInputs */
/** @typedef {{}} Content_Privacy_Collect_PhotosInputs */
/** @typedef {{}} Content_Privacy_Collect_ReviewsInputs */
/** @typedef {{}} Content_Privacy_Collect_TechnicalInputs */
/** @typedef {{}} Content_Privacy_Use_DeliverInputs */
/** @typedef {{}} Content_Privacy_Use_BillInputs */
/** @typedef {{}} Content_Privacy_Use_VerifyInputs */
/** @typedef {{}} Content_Privacy_Use_AnswerInputs */
/** @typedef {{}} Content_Privacy_Use_ImproveInputs */
/** @typedef {{}} Content_Privacy_Use_OffersInputs */
/** @typedef {{}} Content_Privacy_ConsentInputs */
/** @typedef {{}} Content_Privacy_Share_IntroInputs */
/** @typedef {{}} Content_Privacy_Share_PaymentInputs */
/** @typedef {{}} Content_Privacy_Share_DeliveryInputs */
/** @typedef {{}} Content_Privacy_Share_HostingInputs */
/** @typedef {{}} Content_Privacy_Share_AuthoritiesInputs */
/** @typedef {{}} Content_Privacy_Share_ContractsInputs */
/** @typedef {{}} Content_Privacy_StorageInputs */
/** @typedef {{}} Content_Privacy_WhereInputs */
/** @typedef {{}} Content_Privacy_RetentionInputs */
/** @typedef {{}} Content_Privacy_SafeguardsInputs */
/** @typedef {{}} Content_Privacy_Rights_AccessInputs */
/** @typedef {{}} Content_Privacy_Rights_CorrectionInputs */
/** @typedef {{}} Content_Privacy_Rights_WithdrawalInputs */
/** @typedef {{}} Content_Privacy_Rights_ComplaintInputs */
/** @typedef {{}} Content_Privacy_BreachesInputs */
/** @typedef {{}} Content_Privacy_ChangesInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Privacy_OfficerInputs */
/** @typedef {{}} Content_Faq_TitleInputs */
/** @typedef {{}} Content_Faq_LeadInputs */
/** @typedef {{}} Content_Faq_TopicsInputs */
/** @typedef {{}} Content_Faq_S_ShoppingInputs */
/** @typedef {{}} Content_Faq_S_DeliveryInputs */
/** @typedef {{}} Content_Faq_S_ReturnsInputs */
/** @typedef {{}} Content_Faq_S_PivotcareInputs */
/** @typedef {{}} Content_Faq_S_BillingInputs */
/** @typedef {{}} Content_Faq_S_LiquidationInputs */
/** @typedef {{}} Content_Faq_Btn_QInputs */
/** @typedef {{}} Content_Faq_Btn_A1Inputs */
/** @typedef {{}} Content_Faq_Btn_A2Inputs */
/** @typedef {{}} Content_Faq_Ways_QInputs */
/** @typedef {{}} Content_Faq_Ways_LabelInputs */
/** @typedef {{}} Content_Faq_Ways_CaptionInputs */
/** @typedef {{}} Content_Faq_Col_OptionInputs */
/** @typedef {{}} Content_Faq_Col_PayInputs */
/** @typedef {{}} Content_Faq_Col_OwnerInputs */
/** @typedef {{}} Content_Faq_Col_BestInputs */
/** @typedef {{}} Content_Faq_Sub_NameInputs */
/** @typedef {{}} Content_Faq_Sub_PayInputs */
/** @typedef {{}} Content_Faq_Sub_OwnerInputs */
/** @typedef {{}} Content_Faq_Sub_BestInputs */
/** @typedef {{}} Content_Faq_Fin_NameInputs */
/** @typedef {{}} Content_Faq_Fin_PayInputs */
/** @typedef {{}} Content_Faq_Owner_YouInputs */
/** @typedef {{}} Content_Faq_Fin_BestInputs */
/** @typedef {{}} Content_Faq_Rent_NameInputs */
/** @typedef {{}} Content_Faq_Rent_PayInputs */
/** @typedef {{}} Content_Faq_Rent_OwnerInputs */
/** @typedef {{}} Content_Faq_Rent_BestInputs */
/** @typedef {{}} Content_Faq_Buy_NameInputs */
/** @typedef {{}} Content_Faq_Buy_PayInputs */
/** @typedef {{}} Content_Faq_Buy_BestInputs */
/** @typedef {{}} Content_Faq_Ways_AgreementsInputs */
/** @typedef {{}} Content_Faq_End_QInputs */
/** @typedef {{}} Content_Faq_End_AInputs */
/** @typedef {{}} Content_Faq_Tax_QInputs */
/** @typedef {{}} Content_Faq_Tax_AInputs */
/** @typedef {{}} Content_Faq_Fabric_QInputs */
/** @typedef {{}} Content_Faq_Fabric_AInputs */
/** @typedef {{}} Content_Faq_Where_QInputs */
/** @typedef {{ count: NonNullable<unknown>, cities: NonNullable<unknown> }} Content_Faq_Where_A1Inputs */
/** @typedef {{}} Content_Faq_Where_A2Inputs */
/** @typedef {{}} Content_Faq_Cost_QInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Content_Faq_Cost_AInputs */
/** @typedef {{}} Content_Faq_When_QInputs */
/** @typedef {{}} Content_Faq_When_AInputs */
/** @typedef {{}} Content_Faq_Assembly_QInputs */
/** @typedef {{}} Content_Faq_Assembly_AInputs */
/** @typedef {{}} Content_Faq_Return_QInputs */
/** @typedef {{ terms: NonNullable<unknown> }} Content_Faq_Return_AInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_TermsInputs */
/** @typedef {{}} Content_Faq_Swap_QInputs */
/** @typedef {{}} Content_Faq_Swap_AInputs */
/** @typedef {{}} Content_Faq_Move_QInputs */
/** @typedef {{}} Content_Faq_Move_AInputs */
/** @typedef {{}} Content_Faq_Bought_QInputs */
/** @typedef {{}} Content_Faq_Bought_AInputs */
/** @typedef {{}} Content_Faq_Buyout_QInputs */
/** @typedef {{}} Content_Faq_Buyout_AInputs */
/** @typedef {{}} Content_Faq_Care_QInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown> }} Content_Faq_Care_A1Inputs */
/** @typedef {{}} Content_Faq_Care_A2Inputs */
/** @typedef {{}} Content_Faq_Nocare_QInputs */
/** @typedef {{}} Content_Faq_Nocare_A1Inputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_LegsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_UpholsteryInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Content_Faq_Nocare_HardInputs */
/** @typedef {{}} Content_Faq_Nocare_A2Inputs */
/** @typedef {{}} Content_Faq_Charged_QInputs */
/** @typedef {{}} Content_Faq_Charged_AInputs */
/** @typedef {{}} Content_Faq_Failed_QInputs */
/** @typedef {{}} Content_Faq_Failed_AInputs */
/** @typedef {{}} Content_Faq_Person_QInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Faq_Person_AInputs */
/** @typedef {{}} Content_Faq_Sale_QInputs */
/** @typedef {{}} Content_Faq_Sale_A1Inputs */
/** @typedef {{}} Content_Faq_Sale_A2Inputs */
/** @typedef {{}} Content_City_MontrealInputs */
/** @typedef {{}} Content_City_QuebecInputs */
/** @typedef {{ count: NonNullable<unknown> }} Content_Return_SummaryInputs */
/** @typedef {{}} Content_Agr_Care_TitleInputs */
/** @typedef {{}} Content_Agr_Care_P1Inputs */
/** @typedef {{ legsFrom: NonNullable<unknown>, legsTo: NonNullable<unknown>, upholsteryFrom: NonNullable<unknown>, upholsteryTo: NonNullable<unknown>, hardFrom: NonNullable<unknown>, hardTo: NonNullable<unknown> }} Content_Agr_Care_P2Inputs */
/** @typedef {{}} Content_Agr_Law_TitleInputs */
/** @typedef {{}} Content_Agr_Law_P1Inputs */
/** @typedef {{}} Content_Agr_Contact_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Content_Agr_Contact_P1Inputs */
/** @typedef {{}} Content_Agr_What_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_NameInputs */
/** @typedef {{}} Content_Agr_Sub_ReadInputs */
/** @typedef {{}} Content_Agr_Sub_SummaryInputs */
/** @typedef {{}} Content_Agr_Sub_H1Inputs */
/** @typedef {{}} Content_Agr_Sub_H3Inputs */
/** @typedef {{}} Content_Agr_Sub_H4Inputs */
/** @typedef {{}} Content_Agr_Sub_WhatInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P1Inputs */
/** @typedef {{}} Content_Agr_Sub_Fees_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P2Inputs */
/** @typedef {{}} Content_Agr_Sub_Returns_P3Inputs */
/** @typedef {{}} Content_Agr_Sub_Own_TitleInputs */
/** @typedef {{}} Content_Agr_Sub_Own_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_NameInputs */
/** @typedef {{}} Content_Agr_Rent_ReadInputs */
/** @typedef {{}} Content_Agr_Rent_SummaryInputs */
/** @typedef {{}} Content_Agr_Rent_H1Inputs */
/** @typedef {{}} Content_Agr_Rent_H2Inputs */
/** @typedef {{}} Content_Agr_Rent_H3Inputs */
/** @typedef {{}} Content_Agr_Rent_H4Inputs */
/** @typedef {{}} Content_Agr_Rent_WhatInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_Billing_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_TitleInputs */
/** @typedef {{}} Content_Agr_Rent_End_P1Inputs */
/** @typedef {{}} Content_Agr_Rent_End_P2Inputs */
/** @typedef {{}} Content_Agr_Own_NameInputs */
/** @typedef {{}} Content_Agr_Own_ReadInputs */
/** @typedef {{}} Content_Agr_Own_SummaryInputs */
/** @typedef {{}} Content_Agr_Own_H1Inputs */
/** @typedef {{}} Content_Agr_Own_H2Inputs */
/** @typedef {{}} Content_Agr_Own_H3Inputs */
/** @typedef {{}} Content_Agr_Own_H4Inputs */
/** @typedef {{}} Content_Agr_Own_WhatInputs */
/** @typedef {{}} Content_Agr_Own_Full_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Full_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Fin_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Fin_P2Inputs */
/** @typedef {{}} Content_Agr_Own_Returns_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Returns_P1Inputs */
/** @typedef {{}} Content_Agr_Own_Warranty_TitleInputs */
/** @typedef {{}} Content_Agr_Own_Warranty_P1Inputs */
/** @typedef {{}} Content_Agr_HomeInputs */
/** @typedef {{}} Content_Agr_AllInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Agr_MetaInputs */
/** @typedef {{}} Content_Agr_PrintInputs */
/** @typedef {{}} Content_Contract_TitleInputs */
/** @typedef {{ version: NonNullable<unknown> }} Content_Contract_VersionInputs */
/** @typedef {{}} Content_Contract_LeadInputs */
/** @typedef {{}} Content_Contract_Which_TitleInputs */
/** @typedef {{}} Content_Contract_WhichInputs */
/** @typedef {{}} Content_Contract_SignedInputs */
/** @typedef {{}} Content_Agr_BrandInputs */
/** @typedef {{}} Content_Approach_TitleInputs */
/** @typedef {{}} Content_Approach_LeadInputs */
/** @typedef {{}} Content_Approach_Use_TitleInputs */
/** @typedef {{}} Content_Approach_UseInputs */
/** @typedef {{}} Content_Approach_Better_TitleInputs */
/** @typedef {{}} Content_Approach_BetterInputs */
/** @typedef {{}} Content_Approach_Ways_TitleInputs */
/** @typedef {{}} Content_Approach_SubscribeInputs */
/** @typedef {{}} Content_Approach_Subscribe_TextInputs */
/** @typedef {{}} Content_Approach_FinanceInputs */
/** @typedef {{}} Content_Approach_Finance_TextInputs */
/** @typedef {{}} Content_Approach_RentInputs */
/** @typedef {{}} Content_Approach_Rent_TextInputs */
/** @typedef {{}} Content_Approach_BuyInputs */
/** @typedef {{}} Content_Approach_Buy_TextInputs */
/** @typedef {{}} Content_Approach_TermsInputs */
/** @typedef {{}} Content_Approach_Canada_TitleInputs */
/** @typedef {{}} Content_Approach_CanadaInputs */
/** @typedef {{}} Content_Approach_Crews_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown> }} Content_Approach_CrewsInputs */
/** @typedef {{}} Content_Approach_Care_TitleInputs */
/** @typedef {{}} Content_Approach_CareInputs */
/** @typedef {{}} Content_Contact_TitleInputs */
/** @typedef {{}} Content_Contact_LeadInputs */
/** @typedef {{}} Content_Contact_CallInputs */
/** @typedef {{}} Content_Contact_Toll_FreeInputs */
/** @typedef {{}} Content_Contact_WeekdaysInputs */
/** @typedef {{}} Content_Contact_Weekdays_HoursInputs */
/** @typedef {{}} Content_Contact_WeekendInputs */
/** @typedef {{}} Content_Contact_Weekend_HoursInputs */
/** @typedef {{}} Content_Contact_EmailInputs */
/** @typedef {{}} Content_Contact_ReplyInputs */
/** @typedef {{}} Content_Contact_MailInputs */
/** @typedef {{}} Content_Contact_AttnInputs */
/** @typedef {{}} Content_Contact_Po_BoxInputs */
/** @typedef {{}} Content_Contact_QuickerInputs */
/** @typedef {{}} Content_Contact_Quicker_AccountInputs */
/** @typedef {{}} Content_Contact_Quicker_FaqInputs */
/** @typedef {{}} Content_Contact_Quicker_CrewInputs */
/** @typedef {{}} Content_Contact_Privacy_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Content_Contact_PrivacyInputs */
/** @typedef {{}} Content_Cover_TitleInputs */
/** @typedef {{}} Content_Cover_LeadInputs */
/** @typedef {{}} Content_Cover_What_TitleInputs */
/** @typedef {{}} Content_Cover_WhatInputs */
/** @typedef {{}} Content_Cover_How_TitleInputs */
/** @typedef {{}} Content_Cover_Step_FabricInputs */
/** @typedef {{}} Content_Cover_Step_PieceInputs */
/** @typedef {{}} Content_Cover_Step_QuoteInputs */
/** @typedef {{}} Content_Cover_Step_FitInputs */
/** @typedef {{}} Content_Cover_Care_TitleInputs */
/** @typedef {{}} Content_Cover_CareInputs */
/** @typedef {{}} Content_Cover_Fresh_TitleInputs */
/** @typedef {{}} Content_Cover_Fresh_VacuumInputs */
/** @typedef {{}} Content_Cover_Fresh_BlotInputs */
/** @typedef {{}} Content_Cover_Fresh_WashInputs */
/** @typedef {{}} Content_Cover_Fresh_SunInputs */
/** @typedef {{ email: NonNullable<unknown>, phone: NonNullable<unknown> }} Content_Cover_QuestionsInputs */
/** @typedef {{}} Content_Cover_Order_SwatchesInputs */
/** @typedef {{}} Returns_Center_TitleInputs */
/** @typedef {{}} Returns_Center_IntroInputs */
/** @typedef {{ term: NonNullable<unknown> }} Returns_Policy_TermsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_YearsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Returns_Term_MonthsInputs */
/** @typedef {{ version: NonNullable<unknown> }} Returns_Center_AgreementInputs */
/** @typedef {{}} Returns_Center_BillingInputs */
/** @typedef {{}} Returns_Center_StartInputs */
/** @typedef {{}} Returns_Page_TitleInputs */
/** @typedef {{}} Returns_Success_TitleInputs */
/** @typedef {{}} Returns_Success_IntroInputs */
/** @typedef {{}} Returns_Success_PhotosInputs */
/** @typedef {{}} Returns_Add_PhotosInputs */
/** @typedef {{}} Returns_View_ReturnInputs */
/** @typedef {{}} Returns_My_AccountInputs */
/** @typedef {{}} Returns_Return_PolicyInputs */
/** @typedef {{}} Returns_Reason_No_Longer_NeededInputs */
/** @typedef {{}} Returns_Reason_MovingInputs */
/** @typedef {{}} Returns_Reason_Not_As_ExpectedInputs */
/** @typedef {{}} Returns_Reason_DamagedInputs */
/** @typedef {{}} Returns_Reason_UpgradingInputs */
/** @typedef {{}} Returns_Reason_OtherInputs */
/** @typedef {{}} Returns_Condition_Better_Than_NewInputs */
/** @typedef {{}} Returns_Condition_Light_WearInputs */
/** @typedef {{}} Returns_Condition_Heavy_WearInputs */
/** @typedef {{}} Returns_Select_TitleInputs */
/** @typedef {{}} Returns_Select_IntroInputs */
/** @typedef {{}} Returns_ContinueInputs */
/** @typedef {{}} Returns_Free_To_ReturnInputs */
/** @typedef {{ date: NonNullable<unknown>, fee: NonNullable<unknown> }} Returns_Free_To_Return_FromInputs */
/** @typedef {{}} Returns_Details_TitleInputs */
/** @typedef {{}} Returns_Why_ReturningInputs */
/** @typedef {{}} Returns_In_A_Few_WordsInputs */
/** @typedef {{}} Returns_What_ConditionInputs */
/** @typedef {{}} Returns_Change_ItemsInputs */
/** @typedef {{}} Returns_Photos_TitleInputs */
/** @typedef {{}} Returns_Photos_Intro_DamagedInputs */
/** @typedef {{}} Returns_Photos_Intro_OptionalInputs */
/** @typedef {{}} Returns_Choose_Pickup_DayInputs */
/** @typedef {{}} Returns_Back_To_DetailsInputs */
/** @typedef {{}} Returns_Pickup_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Returns_Pickup_FromInputs */
/** @typedef {{}} Returns_Pickup_DayInputs */
/** @typedef {{}} Returns_Pickup_TimeInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Returns_First_DayInputs */
/** @typedef {{}} Returns_Review_The_ReturnInputs */
/** @typedef {{}} Returns_Back_To_PhotosInputs */
/** @typedef {{}} Returns_Review_TitleInputs */
/** @typedef {{}} Returns_Items_To_ReturnInputs */
/** @typedef {{}} Returns_Free_ReturnInputs */
/** @typedef {{}} Returns_Pickup_OnInputs */
/** @typedef {{}} Returns_Return_FeesInputs */
/** @typedef {{}} Returns_TotalInputs */
/** @typedef {{}} Returns_Review_TermsInputs */
/** @typedef {{}} Returns_Book_PickupInputs */
/** @typedef {{}} Returns_Booking_PickupInputs */
/** @typedef {{}} Returns_Change_PickupInputs */
/** @typedef {{}} Returns_LoadingInputs */
/** @typedef {{}} Returns_Load_FailedInputs */
/** @typedef {{}} Returns_Nothing_To_ReturnInputs */
/** @typedef {{}} Returns_PricingInputs */
/** @typedef {{}} Returns_Price_FailedInputs */
/** @typedef {{}} Returns_Opening_ConfirmationInputs */
/** @typedef {{}} Returns_Problem_Reason_MissingInputs */
/** @typedef {{}} Returns_Problem_Condition_MissingInputs */
/** @typedef {{}} Returns_Problem_Note_MissingInputs */
/** @typedef {{}} Returns_Problem_Photo_MissingInputs */
/** @typedef {{}} Returns_Problem_Pickup_Day_MissingInputs */
/** @typedef {{ notice: NonNullable<unknown>, earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Too_EarlyInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Returns_Problem_Pickup_Day_Out_Of_RangeInputs */
/** @typedef {{}} Returns_Problem_Pickup_Time_MissingInputs */
/** @typedef {{}} Returns_Problem_One_AddressInputs */
/** @typedef {{}} Returns_Problem_Choose_ItemsInputs */
/** @typedef {{}} Returns_Photo_Hint_RequiredInputs */
/** @typedef {{}} Returns_Photo_Hint_OptionalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_FormatsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Returns_Photo_Formats_ReplaceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Photos_OfInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Photo_N_OfInputs */
/** @typedef {{}} Returns_Photo_LimitInputs */
/** @typedef {{}} Returns_Add_More_PhotosInputs */
/** @typedef {{ name: NonNullable<unknown> }} Returns_Add_Photos_OfInputs */
/** @typedef {{}} Returns_UploadingInputs */
/** @typedef {{}} Returns_Upload_FailedInputs */
/** @typedef {{}} Returns_Not_A_PhotoInputs */
/** @typedef {{}} Returns_Too_LargeInputs */
/** @typedef {{}} Returns_Empty_FileInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Returns_Photo_CountInputs */
/** @typedef {{}} Returns_RemovingInputs */
/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Returns_Remove_Photo_NInputs */
/** @typedef {{}} Returns_RemoveInputs */
/** @typedef {{}} Returns_Photos_Page_TitleInputs */
/** @typedef {{}} Returns_Open_FailedInputs */
/** @typedef {{}} Returns_Try_AgainInputs */
/** @typedef {{}} Returns_Something_WrongInputs */
/** @typedef {{ number: NonNullable<unknown> }} Returns_Return_NumberInputs */
/** @typedef {{ number: NonNullable<unknown>, when: NonNullable<unknown> }} Returns_Return_Number_PickupInputs */
/** @typedef {{}} Returns_Photos_Page_IntroInputs */
/** @typedef {{}} Returns_Photos_Closed_TitleInputs */
/** @typedef {{}} Returns_Photos_Closed_TextInputs */
/** @typedef {{ max: NonNullable<unknown>, room: NonNullable<unknown> }} Returns_Photos_RoomInputs */
/** @typedef {{ day: NonNullable<unknown>, period: NonNullable<unknown> }} Returns_Pickup_WhenInputs */
/** @typedef {{}} Swapmove_My_ProductsInputs */
/** @typedef {{}} Swapmove_My_AccountInputs */
/** @typedef {{}} Swapmove_No_ChangeInputs */
/** @typedef {{}} Swapmove_LoadingInputs */
/** @typedef {{}} Swapmove_Opening_ConfirmationInputs */
/** @typedef {{}} Swapmove_View_ReceiptInputs */
/** @typedef {{}} Swapmove_TimeInputs */
/** @typedef {{}} Swapmove_Change_DayInputs */
/** @typedef {{}} Swapmove_Charged_TodayInputs */
/** @typedef {{ notice: NonNullable<unknown>, date: NonNullable<unknown> }} Swapmove_First_DayInputs */
/** @typedef {{}} Swapmove_Load_Pieces_FailedInputs */
/** @typedef {{}} Swapmove_Swap_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_TitleInputs */
/** @typedef {{}} Swapmove_Swap_Item_IntroInputs */
/** @typedef {{}} Swapmove_Your_PiecesInputs */
/** @typedef {{}} Swapmove_Choose_ReplacementInputs */
/** @typedef {{}} Swapmove_Replacement_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Swapmove_In_Place_OfInputs */
/** @typedef {{ name: NonNullable<unknown>, charge: NonNullable<unknown> }} Swapmove_In_Place_Of_ChargeInputs */
/** @typedef {{}} Swapmove_Search_CatalogueInputs */
/** @typedef {{}} Swapmove_SearchingInputs */
/** @typedef {{}} Swapmove_SearchInputs */
/** @typedef {{}} Swapmove_Finding_ReplacementsInputs */
/** @typedef {{}} Swapmove_No_ReplacementsInputs */
/** @typedef {{}} Swapmove_Replacements_LabelInputs */
/** @typedef {{}} Swapmove_Choose_Swap_DayInputs */
/** @typedef {{}} Swapmove_Change_ItemInputs */
/** @typedef {{}} Swapmove_Swap_Schedule_TitleInputs */
/** @typedef {{ address: NonNullable<unknown>, name: NonNullable<unknown> }} Swapmove_Swap_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Swap_DayInputs */
/** @typedef {{}} Swapmove_Review_SwapInputs */
/** @typedef {{}} Swapmove_Change_ReplacementInputs */
/** @typedef {{}} Swapmove_Swap_Review_TitleInputs */
/** @typedef {{}} Swapmove_The_SwapInputs */
/** @typedef {{}} Swapmove_Goes_BackInputs */
/** @typedef {{}} Swapmove_Comes_In_PlaceInputs */
/** @typedef {{}} Swapmove_Swap_OnInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_At_AddressInputs */
/** @typedef {{}} Swapmove_Monthly_From_SwapInputs */
/** @typedef {{}} Swapmove_Swap_VisitInputs */
/** @typedef {{}} Swapmove_Swap_TermsInputs */
/** @typedef {{}} Swapmove_Confirm_SwapInputs */
/** @typedef {{}} Swapmove_Booking_SwapInputs */
/** @typedef {{}} Swapmove_Nothing_To_SwapInputs */
/** @typedef {{}} Swapmove_Replacements_FailedInputs */
/** @typedef {{}} Swapmove_Pricing_SwapInputs */
/** @typedef {{}} Swapmove_Swap_Price_FailedInputs */
/** @typedef {{}} Swapmove_Swap_BookedInputs */
/** @typedef {{}} Swapmove_Swap_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_Item_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Replacement_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Swap_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Swapmove_Problem_Swap_Day_Out_Of_RangeInputs */
/** @typedef {{}} Swapmove_Problem_Time_MissingInputs */
/** @typedef {{}} Swapmove_Move_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_TitleInputs */
/** @typedef {{}} Swapmove_Move_Items_IntroInputs */
/** @typedef {{}} Swapmove_YoursInputs */
/** @typedef {{}} Swapmove_Choose_New_AddressInputs */
/** @typedef {{}} Swapmove_Address_TitleInputs */
/** @typedef {{ address: NonNullable<unknown> }} Swapmove_From_AddressInputs */
/** @typedef {{}} Swapmove_Your_AddressesInputs */
/** @typedef {{}} Swapmove_New_AddressInputs */
/** @typedef {{}} Swapmove_Save_AddressInputs */
/** @typedef {{}} Swapmove_The_New_AddressInputs */
/** @typedef {{}} Swapmove_Choose_Move_DayInputs */
/** @typedef {{}} Swapmove_Checking_AddressInputs */
/** @typedef {{}} Swapmove_Change_ItemsInputs */
/** @typedef {{}} Swapmove_Check_AddressInputs */
/** @typedef {{}} Swapmove_Move_Schedule_TitleInputs */
/** @typedef {{ fromDepot: NonNullable<unknown>, delivery: NonNullable<unknown>, earliest: NonNullable<unknown> }} Swapmove_Move_Schedule_IntroInputs */
/** @typedef {{}} Swapmove_Delivered_Same_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown> }} Swapmove_Delivered_Next_DayInputs */
/** @typedef {{ toDepot: NonNullable<unknown>, days: NonNullable<unknown> }} Swapmove_Delivered_Days_LaterInputs */
/** @typedef {{}} Swapmove_Move_DayInputs */
/** @typedef {{}} Swapmove_Review_MoveInputs */
/** @typedef {{}} Swapmove_Change_AddressInputs */
/** @typedef {{}} Swapmove_Priced_OnInputs */
/** @typedef {{ places: NonNullable<unknown> }} Swapmove_ThroughInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Swapmove_Between_Depots_RateInputs */
/** @typedef {{}} Swapmove_Check_RoadInputs */
/** @typedef {{}} Swapmove_One_CrewInputs */
/** @typedef {{}} Swapmove_Buyout_TitleInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_OneInputs */
/** @typedef {{ fee: NonNullable<unknown>, buyout: NonNullable<unknown> }} Swapmove_Buyout_Text_ManyInputs */
/** @typedef {{}} Swapmove_Buy_Out_OneInputs */
/** @typedef {{}} Swapmove_Buy_Out_ManyInputs */
/** @typedef {{}} Swapmove_Return_OneInputs */
/** @typedef {{}} Swapmove_Return_ManyInputs */
/** @typedef {{}} Swapmove_Move_Review_TitleInputs */
/** @typedef {{}} Swapmove_Pieces_To_MoveInputs */
/** @typedef {{}} Swapmove_FromInputs */
/** @typedef {{}} Swapmove_ToInputs */
/** @typedef {{}} Swapmove_Pickup_OnInputs */
/** @typedef {{}} Swapmove_Delivery_OnInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, km: NonNullable<unknown> }} Swapmove_Move_Fee_BetweenInputs */
/** @typedef {{ depot: NonNullable<unknown> }} Swapmove_Move_Fee_WithinInputs */
/** @typedef {{}} Swapmove_Move_Terms_CardInputs */
/** @typedef {{ province: NonNullable<unknown> }} Swapmove_Move_Terms_TaxedInputs */
/** @typedef {{}} Swapmove_Move_Terms_SameInputs */
/** @typedef {{}} Swapmove_Confirm_MoveInputs */
/** @typedef {{}} Swapmove_Booking_MoveInputs */
/** @typedef {{}} Swapmove_Nothing_To_MoveInputs */
/** @typedef {{}} Swapmove_Pricing_MoveInputs */
/** @typedef {{}} Swapmove_Move_Price_FailedInputs */
/** @typedef {{}} Swapmove_Move_BookedInputs */
/** @typedef {{}} Swapmove_Move_Success_IntroInputs */
/** @typedef {{}} Swapmove_Problem_One_AddressInputs */
/** @typedef {{}} Swapmove_Problem_Items_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Address_MissingInputs */
/** @typedef {{}} Swapmove_Problem_Move_Day_MissingInputs */
/** @typedef {{ earliest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_EarlyInputs */
/** @typedef {{ latest: NonNullable<unknown> }} Swapmove_Problem_Move_Day_Too_LateInputs */
/** @typedef {{}} Routes_StatechartsInputs */
/** @typedef {{}} Routes_Your_CartInputs */
/** @typedef {{}} Routes_Return_CenterInputs */
/** @typedef {{}} Routes_PackagesInputs */
/** @typedef {{}} Routes_Shared_CartInputs */
/** @typedef {{}} Routes_Share_Your_CartInputs */
/** @typedef {{}} Routes_Buy_Out_Your_FurnitureInputs */
/** @typedef {{}} Routes_DeliveriesInputs */
/** @typedef {{}} Routes_AddressInputs */
/** @typedef {{}} Routes_CheckoutInputs */
/** @typedef {{}} Routes_Swap_A_PieceInputs */
/** @typedef {{}} Routes_Move_Your_FurnitureInputs */
/** @typedef {{}} Routes_Pickup_BookedInputs */
/** @typedef {{}} Routes_ProfileInputs */
/** @typedef {{}} Routes_ReferralInputs */
/** @typedef {{}} Routes_Delivery_NoticesInputs */
/** @typedef {{}} Routes_Move_BookedInputs */
/** @typedef {{}} Routes_Unsigned_AgreementsInputs */
/** @typedef {{}} Routes_Product_ReviewsInputs */
/** @typedef {{}} Routes_Photos_Of_Your_ReturnInputs */
/** @typedef {{}} Routes_Payment_InformationInputs */
/** @typedef {{}} Routes_My_AccountInputs */
/** @typedef {{}} Routes_Complete_Your_Showroom_OrderInputs */
/** @typedef {{}} Routes_Pay_For_Your_BuyoutInputs */
/** @typedef {{}} Routes_Follow_Your_DeliveryInputs */
/** @typedef {{}} Routes_Return_ItemsInputs */
/** @typedef {{}} Routes_Upcoming_BillInputs */
/** @typedef {{}} Routes_Order_PlacedInputs */
/** @typedef {{}} Routes_Write_A_ReviewInputs */
/** @typedef {{}} Routes_My_ProductsInputs */
/** @typedef {{}} Routes_Swap_BookedInputs */
/** @typedef {{}} Routes_Choose_An_AddressInputs */
/** @typedef {{}} Routes_ReceiptsInputs */
/** @typedef {{}} Routes_ReceiptInputs */
/** @typedef {{}} Routes_Billing_HistoryInputs */
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir cette page en français`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart, empty`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cart, ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cart, ${i?.count} items`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric & Cover Replacements`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our approach`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our agreements`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (external site)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policies`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liquidation sale policy`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. All prices in Canadian dollars.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot on social media`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture home`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main menu`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create account`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to Main Menu`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.category}`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% Off`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not added to your cart`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart cleared`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart and return cart are now empty.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} item in your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} items in your cart.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Cart`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by category`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final liquidation sale: 85% off everything.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup only, from our warehouse in Mississauga, Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the sale policy`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from our ${i?.city} depot, so there is no city to choose.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During our final liquidation sale every order is served from one depot.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop from ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the ${i?.city}, ${i?.province} depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices and availability are those of the default depot. Sale items are picked up at our warehouse; see the liquidation sale policy for details.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We deliver to 15 cities across Canada. Prices, availability and delivery fees depend on yours.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are shopping in ${i?.city}, ${i?.province}.`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location: `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can't find the page you're looking for`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be old or mistyped. Pick a room below, or head back to the home page to keep shopping.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms to shop`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85% off all furniture`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered and assembled by our own crew`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing Information Update Required! Click Here to Update.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular categories`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close search`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Enter to see results.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try your request again in a moment. If it keeps happening, contact us and tell us what you were doing.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Address`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Products`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Account`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browser not supported`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your browser`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We apologize our site does not support your browser.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our store uses features that older browsers do not have. Any of these free browsers, kept up to date, works well on computers, phones and tablets:`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you would rather shop by phone, our customer care team can help at `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`British Columbia`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newfoundland and Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova Scotia`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Northwest Territories`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prince Edward Island`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading please wait...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous image`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next image`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More pictures`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View ${i?.name} full screen`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View picture ${i?.number} of ${i?.total}: ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause promotions`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search furniture`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, oak, velvet…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show results`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unavailable`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New delivery address`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the delivery crew`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Building type`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apartment`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Townhouse`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buzzer`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receiving hours`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When someone can let the crew in`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elevator access`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading dock door`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this my main address`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery instructions`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the address`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city first`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking prices before checkout…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart: try again first`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the items that can't be ordered first`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not read your saved cart, so it was emptied. Please add your items again.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: this price buys the piece outright — no subscription, pickup only.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can price your cart with its delivery fee and taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture from any product page, and it will wait for you here.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add assembly`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery for ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our crew assembles your furniture on delivery.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating prices…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your cart. Check your connection and try again.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery date chosen: ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share cart`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty cart`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in your cart`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option}: ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covers accidental damage while the piece is with you.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: no returns or exchanges.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly subscription`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly financing`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale, monthly`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months}-month minimum`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} months`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} monthly payments of ${i?.amount} · total ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yours after ${i?.payments} payments`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then monthly`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First month of monthly items`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total due today`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly items`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HST`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QST`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PST`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RST`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent}%`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time). You choose your pickup day at checkout.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimated delivery: ${i?.from} to ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale items`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some items are final sale: they cannot be returned or exchanged.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so it is now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} were in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so they are now a purchase at the sale price, with no monthly payments or PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Priced for our ${i?.place} depot. During the liquidation sale every order is picked up there, so the city cannot be changed.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your city`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices, availability, delivery fees and taxes are those of this city.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your location`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select City`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cities…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the list of cities.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pieces of the ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`In this package: ${i?.count} piece`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`In this package: ${i?.count} pieces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the package`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One piece is no longer sold and is left out.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pieces are no longer sold and are left out.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this package`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add package to cart`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms we put together for you: pieces that go together, added to your cart in one step.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No packages right now`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon, or shop piece by piece.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All packages`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pieces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your cart`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to before you share your cart.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add furniture to your cart, then come back to share it.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a link to this cart to open it on another device or send it to someone. The link keeps the items as they are now; prices are worked out for whoever opens it.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the cart you are sharing`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to your cart`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anyone with this link can see these items until ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser would not copy it: the link is selected, copy it from there.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link was not made`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry: the link could not be made. Please try again in a moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create link`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your cart`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart not found`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This shared cart link has expired or does not exist`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your cart`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart links work for 90 days. Ask for a new link, or find the pieces in our catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone shared these ${i?.count} items with you. Add them to your cart to order, or to keep shopping with them.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} item of the shared cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your cart now holds the ${i?.count} items of the shared cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added the shared items to your cart: ${i?.added} new, ${i?.increased} already there (quantity raised).`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Added ${i?.count} shared line to your cart.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Added ${i?.count} shared lines to your cart.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantities are held at 20 per item.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} left out: a cart holds at most 50 different items.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error adding this to your cart. Please try again or contact support.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the city we deliver to, so we can show this cart's prices for you.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One item is no longer sold and will not be added.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items are no longer sold and will not be added.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items in the shared cart`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price these items`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of these items are sold any more.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my cart`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart already has an item. Add these to it, or replace it with them?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your cart already has ${i?.count} items. Add these to it, or replace it with them?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace my cart`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer sold: it will not be added.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price for your city`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} added to your cart.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your cart.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup only, at Pivot warehouse, ${i?.address}. Every day, 10 am to 5 pm (Toronto time).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page didn't load`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection, then try again.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the trouble. Please try again in a moment.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category is no longer available`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} by type`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} products`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There are no ${i?.name} here right now`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See all ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New pieces arrive every week. Check back soon, or try a nearby category.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: furniture for every Canadian home`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better-than-new furniture for Canadian homes: subscribe monthly, finance, rent or buy outright, delivered and assembled in 15 cities.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture for every Canadian home`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled by our own crew in fifteen cities from Vancouver to St. John's.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in a furnished room`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order free swatches`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured furniture`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop by room`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real homes, real Canadians`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our furniture at home across the country. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer’s room`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your city`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This piece is sold as is at a final-sale price. Final-sale purchases can't be returned, exchanged or swapped.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to cart`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.term}-month minimum`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · or `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`outright`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or from`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.way}`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly not offered`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: arrives ready to put together with the tools included.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly by our delivery crew:`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free assembly by our delivery crew`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Materials`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Care`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About the ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, front view with measurements`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, side view with measurements`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measurements`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may also like`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorry - ${i?.name} is currently not available in your location.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not available here`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See other ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock differs from city to city. Choose another city, or browse what we can deliver to you.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first}-${i?.last} of ${i?.total} products`)
};

export const catalog_listing_showing_about = /** @type {(inputs: Catalog_Listing_Showing_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first}-${i?.last} of about ${i?.total} products`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestsellers only`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is past the end of the list`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`There is ${i?.count} page of products here.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`There are ${i?.count} pages of products here.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products match these filters`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try fewer colours, or clear the filters to see everything here.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: low to high`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price: high to low`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: A to Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not here`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, not available in your city`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (not available in your city)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn more`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn more: ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Customers who have this piece can review it from their account.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reviews`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews, newest first`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A customer`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Verified customer`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer reviews`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older reviews`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results for “${i?.query}”`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shop ${i?.name} at ${i?.site}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Furniture matching “${i?.query}” at ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have no ${i?.name} to show right now.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”. Check the spelling, use fewer words, or try one of these.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products found`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Popular searches`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rooms`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sectionals`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lounge Chairs`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loveseats`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee Tables`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End Tables`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Tables`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Chairs`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beds`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free fabric swatches`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order up to 10 free fabric swatches, mailed anywhere in Canada, and see our colours in your own light before you choose.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric swatches`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See and feel our fabrics in your own light before you choose. Pick up to ${i?.max} swatches and we'll mail them free, anywhere in Canada, within 5 business days.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order fabric swatches`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we send them?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use it only if there is a question about your swatches.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit or apartment (optional)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province or territory`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country: Canada. We mail swatches within Canada only.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order didn't go through`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices and address are still here; try again in a moment.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your order`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatch`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Order ${i?.count} free swatches`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your fabrics`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} chosen`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. That is the most for one order.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other fabrics`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swatches are on their way`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep shopping`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatch within 5 business days. Keep the order number: quote it if you call us about them.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`We're mailing ${i?.count} swatches within 5 business days. Keep the order number: quote it if you call us about them.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your full name.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name of at most 100 characters.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address like name@example.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your phone number.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit Canadian phone number, like 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your street address.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a street address of at most 200 characters.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a unit number of at most 20 characters.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your city.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a city of at most 100 characters.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your province or territory.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your postal code.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code, like K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} is not a postal code in ${i?.province}. Check the postal code or the province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one swatch.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose at most ${i?.max} swatches per order.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} days`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.count} weeks`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} days`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivers in ${i?.low}-${i?.high} weeks`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} left`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In stock from ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made to order`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Out of stock in ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat height`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat depth`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm height`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arm width`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg height`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pile thickness`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} in`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: front view with dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: side view with dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: picture ${i?.number} of ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pictures of the ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Close and go back to ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} by ${i?.maker}: subscribe, finance or buy, delivered across Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finance`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: finance`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe (short term)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale: buy outright`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (classic)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} over ${i?.term} months`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} monthly payments, then it's yours to keep`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Monthly, yours after ${i?.count} payments`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term}-month minimum subscription`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment; final sale, no returns`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One payment, yours to keep`)
};

export const api_unreachable_servers = /** @type {(inputs: Api_Unreachable_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach our servers. Check your connection and try again.`)
};

export const api_something_wrong = /** @type {(inputs: Api_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const api_unreachable_payments = /** @type {(inputs: Api_Unreachable_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the payment processor. Check your connection and try again.`)
};

export const api_card_not_checked = /** @type {(inputs: Api_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card could not be checked. Try again.`)
};

export const api_photo_sign_in_again = /** @type {(inputs: Api_Photo_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in again to add photos.`)
};

export const api_photo_too_big = /** @type {(inputs: Api_Photo_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos must be under 15 MB.`)
};

export const api_photo_not_uploaded = /** @type {(inputs: Api_Photo_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo could not be uploaded. Try again.`)
};

export const api_request_cancelled = /** @type {(inputs: Api_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was cancelled.`)
};

export const api_unreachable_store = /** @type {(inputs: Api_Unreachable_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the store. Check your connection and try again.`)
};

export const api_store_no_answer = /** @type {(inputs: Api_Store_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The store did not answer. Please try again.`)
};

export const api_store_unreadable = /** @type {(inputs: Api_Store_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The store sent an answer we could not read.`)
};

export const api_sign_in_to_continue = /** @type {(inputs: Api_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const api_session_ended = /** @type {(inputs: Api_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

export const checkout_title = /** @type {(inputs: Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const checkout_steps_label = /** @type {(inputs: Checkout_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout steps`)
};

export const checkout_step_address = /** @type {(inputs: Checkout_Step_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const checkout_step_schedule = /** @type {(inputs: Checkout_Step_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const checkout_step_agreement = /** @type {(inputs: Checkout_Step_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agreement`)
};

export const checkout_step_payment = /** @type {(inputs: Checkout_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const checkout_step_review = /** @type {(inputs: Checkout_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

export const checkout_step_pickup = /** @type {(inputs: Checkout_Step_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const checkout_panel_label = /** @type {(inputs: Checkout_Panel_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout step`)
};

export const checkout_your_cart = /** @type {(inputs: Checkout_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart`)
};

export const checkout_times_quantity = /** @type {(inputs: Checkout_Times_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.quantity}`)
};

export const checkout_home_label = /** @type {(inputs: Checkout_Home_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture home`)
};

export const checkout_brand = /** @type {(inputs: Checkout_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const checkout_back_to_cart = /** @type {(inputs: Checkout_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to cart`)
};

export const checkout_cart_empty_title = /** @type {(inputs: Checkout_Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty`)
};

export const checkout_getting_ready = /** @type {(inputs: Checkout_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your checkout ready…`)
};

export const checkout_choose_city_first = /** @type {(inputs: Checkout_Choose_City_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city first`)
};

export const checkout_shop_furniture = /** @type {(inputs: Checkout_Shop_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop furniture`)
};

export const checkout_go_to_cart = /** @type {(inputs: Checkout_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your cart`)
};

export const checkout_cart_empty_text = /** @type {(inputs: Checkout_Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add something to your cart before checking out.`)
};

export const checkout_waiting_text = /** @type {(inputs: Checkout_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the city your cart is priced for.`)
};

export const checkout_cities_failed = /** @type {(inputs: Checkout_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load our cities: choose yours in the cart, then check out.`)
};

export const checkout_choose_address_title = /** @type {(inputs: Checkout_Choose_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a delivery address`)
};

export const checkout_loading_addresses = /** @type {(inputs: Checkout_Loading_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your addresses`)
};

export const checkout_addresses_failed = /** @type {(inputs: Checkout_Addresses_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your addresses`)
};

export const checkout_try_again = /** @type {(inputs: Checkout_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const checkout_your_addresses = /** @type {(inputs: Checkout_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your addresses`)
};

export const checkout_use_this_address = /** @type {(inputs: Checkout_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this address`)
};

export const checkout_add_address = /** @type {(inputs: Checkout_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an address`)
};

export const checkout_save_and_use = /** @type {(inputs: Checkout_Save_And_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and use this address`)
};

export const checkout_agreement_label = /** @type {(inputs: Checkout_Agreement_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly payment agreement`)
};

export const checkout_agreement_clauses_title = /** @type {(inputs: Checkout_Agreement_Clauses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly payment agreement.`)
};

export const checkout_agreement_clauses_intro = /** @type {(inputs: Checkout_Agreement_Clauses_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed and rented furniture stays ours while you pay for it; financed furniture is yours after the last instalment. You keep it in good condition, in the home we deliver it to. These are every amount this order charges:`)
};

export const checkout_clause_title = /** @type {(inputs: Checkout_Clause_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}:`)
};

export const checkout_terms_financing = /** @type {(inputs: Checkout_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`financing over ${i?.payments} months: ${i?.payments} monthly instalments${i?.instalment}${i?.total}; yours after the last instalment`)
};

export const checkout_terms_financing_instalment = /** @type {(inputs: Checkout_Terms_Financing_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.amount}`)
};

export const checkout_terms_financing_total = /** @type {(inputs: Checkout_Terms_Financing_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, total cost ${i?.total}`)
};

export const checkout_terms_rental_at = /** @type {(inputs: Checkout_Terms_Rental_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rental at ${i?.each}, billed monthly until you return it`)
};

export const checkout_terms_rental = /** @type {(inputs: Checkout_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rental, billed monthly until you return it`)
};

export const checkout_terms_subscription_at = /** @type {(inputs: Checkout_Terms_Subscription_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`subscription at ${i?.each}`)
};

export const checkout_terms_subscription = /** @type {(inputs: Checkout_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`subscription`)
};

export const checkout_terms_minimum = /** @type {(inputs: Checkout_Terms_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.months}-month minimum term`)
};

export const checkout_terms_month_to_month = /** @type {(inputs: Checkout_Terms_Month_To_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, month to month`)
};

export const checkout_agreement_held_title = /** @type {(inputs: Checkout_Agreement_Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription and rental agreement.`)
};

export const checkout_agreement_held_text = /** @type {(inputs: Checkout_Agreement_Held_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have the subscribed or rented furniture below from us for as long as you pay for it. It stays ours until a subscription is paid off; you keep it in good condition, in the home we deliver it to, and let us collect a rental when it ends.`)
};

export const checkout_agreement_financing_title = /** @type {(inputs: Checkout_Agreement_Financing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financing agreement.`)
};

export const checkout_agreement_financing_text = /** @type {(inputs: Checkout_Agreement_Financing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You buy the financed furniture below and pay for it in equal monthly instalments over its term; each item's total cost is shown below. It is yours after the last instalment.`)
};

export const checkout_agreement_line = /** @type {(inputs: Checkout_Agreement_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.terms}`)
};

export const checkout_agreement_charges = /** @type {(inputs: Checkout_Agreement_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first month is charged today with your order; later months are charged to your card on the same day each month, from a month after delivery. Normal wear is expected; damage beyond it may be charged at the repair cost.`)
};

export const checkout_agreement_returns_title = /** @type {(inputs: Checkout_Agreement_Returns_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Returns (version ${i?.version}).`)
};

export const checkout_signature_label = /** @type {(inputs: Checkout_Signature_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your full name`)
};

export const checkout_signature_required = /** @type {(inputs: Checkout_Signature_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your full name to sign the agreement.`)
};

export const checkout_signature_mismatch = /** @type {(inputs: Checkout_Signature_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign with your first and last name as they are on the order: ${i?.name}.`)
};

export const checkout_order_heading = /** @type {(inputs: Checkout_Order_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}`)
};

export const checkout_placed_on = /** @type {(inputs: Checkout_Placed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.date}.`)
};

export const checkout_placed_on_delivery = /** @type {(inputs: Checkout_Placed_On_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.date}, delivery ${i?.delivery}.`)
};

export const checkout_signing = /** @type {(inputs: Checkout_SigningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing`)
};

export const checkout_sign_agreement = /** @type {(inputs: Checkout_Sign_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign agreement`)
};

export const checkout_unsigned_title = /** @type {(inputs: Checkout_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsigned agreements`)
};

export const checkout_loading_agreements = /** @type {(inputs: Checkout_Loading_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your agreements`)
};

export const checkout_agreements_failed = /** @type {(inputs: Checkout_Agreements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your agreements`)
};

export const checkout_nothing_to_sign = /** @type {(inputs: Checkout_Nothing_To_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to sign`)
};

export const checkout_all_signed = /** @type {(inputs: Checkout_All_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every subscription agreement of yours is signed.`)
};

export const checkout_due_today = /** @type {(inputs: Checkout_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

export const checkout_then_monthly = /** @type {(inputs: Checkout_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then monthly`)
};

export const checkout_lines_label = /** @type {(inputs: Checkout_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How each item is paid`)
};

export const checkout_amount_today = /** @type {(inputs: Checkout_Amount_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} today`)
};

export const checkout_where_deliver = /** @type {(inputs: Checkout_Where_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we deliver?`)
};

export const checkout_receipt_address = /** @type {(inputs: Checkout_Receipt_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address for the receipt`)
};

export const checkout_switch_city = /** @type {(inputs: Checkout_Switch_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.city} and keep your cart`)
};

export const checkout_checking_address = /** @type {(inputs: Checkout_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your address`)
};

export const checkout_checking_delivery = /** @type {(inputs: Checkout_Checking_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking that we deliver there`)
};

export const checkout_deliver_here = /** @type {(inputs: Checkout_Deliver_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliver to this address`)
};

export const checkout_add_new_address = /** @type {(inputs: Checkout_Add_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a new address`)
};

export const checkout_new_address = /** @type {(inputs: Checkout_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New address`)
};

export const checkout_save_deliver = /** @type {(inputs: Checkout_Save_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and deliver here`)
};

export const checkout_sign_heading = /** @type {(inputs: Checkout_Sign_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign your monthly payment agreement`)
};

export const checkout_sign_intro = /** @type {(inputs: Checkout_Sign_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart holds items paid monthly. Read the agreement, then sign it with your name.`)
};

export const checkout_sign_continue = /** @type {(inputs: Checkout_Sign_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign and continue`)
};

export const checkout_back_to_delivery = /** @type {(inputs: Checkout_Back_To_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to delivery`)
};

export const checkout_loading = /** @type {(inputs: Checkout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your checkout`)
};

export const checkout_start_failed = /** @type {(inputs: Checkout_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not start your checkout`)
};

export const checkout_placed_title = /** @type {(inputs: Checkout_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your order is placed.`)
};

export const checkout_placed_text = /** @type {(inputs: Checkout_Placed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order number ${i?.number}. Taking you to your confirmation…`)
};

export const checkout_payment_heading = /** @type {(inputs: Checkout_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to pay?`)
};

export const checkout_pay_with = /** @type {(inputs: Checkout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

export const checkout_saved_card = /** @type {(inputs: Checkout_Saved_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.last4}, expires ${i?.expiry}`)
};

export const checkout_new_card = /** @type {(inputs: Checkout_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new card`)
};

export const checkout_card_private = /** @type {(inputs: Checkout_Card_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number.`)
};

export const checkout_name_on_card = /** @type {(inputs: Checkout_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const checkout_card_number = /** @type {(inputs: Checkout_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const checkout_expiry = /** @type {(inputs: Checkout_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const checkout_expiry_placeholder = /** @type {(inputs: Checkout_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const checkout_security_code = /** @type {(inputs: Checkout_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const checkout_save_card = /** @type {(inputs: Checkout_Save_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this card for next time`)
};

export const checkout_checking_card = /** @type {(inputs: Checkout_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the card`)
};

export const checkout_review_order = /** @type {(inputs: Checkout_Review_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review order`)
};

export const checkout_back_to_agreement = /** @type {(inputs: Checkout_Back_To_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to agreement`)
};

export const checkout_pickup_title = /** @type {(inputs: Checkout_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup only, at our warehouse`)
};

export const checkout_warehouse_name = /** @type {(inputs: Checkout_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot warehouse`)
};

export const checkout_warehouse_hours = /** @type {(inputs: Checkout_Warehouse_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every day, 10 am to 5 pm (Toronto time)`)
};

export const checkout_pickup_bring = /** @type {(inputs: Checkout_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Bring photo ID and your order number.`)
};

export const checkout_card_ending = /** @type {(inputs: Checkout_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} ending ${i?.last4}`)
};

export const checkout_no_card = /** @type {(inputs: Checkout_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card chosen`)
};

export const checkout_review_heading = /** @type {(inputs: Checkout_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your order`)
};

export const checkout_pricing = /** @type {(inputs: Checkout_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your order`)
};

export const checkout_price_failed = /** @type {(inputs: Checkout_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your order`)
};

export const checkout_pick_up_at = /** @type {(inputs: Checkout_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up at`)
};

export const checkout_your_address = /** @type {(inputs: Checkout_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address`)
};

export const checkout_deliver_to = /** @type {(inputs: Checkout_Deliver_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliver to`)
};

export const checkout_change_address = /** @type {(inputs: Checkout_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change address`)
};

export const checkout_when = /** @type {(inputs: Checkout_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const checkout_change_day = /** @type {(inputs: Checkout_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change day`)
};

export const checkout_change_card = /** @type {(inputs: Checkout_Change_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change card`)
};

export const checkout_signed_by = /** @type {(inputs: Checkout_Signed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed by ${i?.name}`)
};

export const checkout_not_confirmed = /** @type {(inputs: Checkout_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order was not confirmed`)
};

export const checkout_never_twice = /** @type {(inputs: Checkout_Never_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again never charges you twice.`)
};

export const checkout_back_to_review = /** @type {(inputs: Checkout_Back_To_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to review`)
};

export const checkout_placing = /** @type {(inputs: Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing your order`)
};

export const checkout_place_order = /** @type {(inputs: Checkout_Place_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order and pay ${i?.amount} today`)
};

export const checkout_when_pickup = /** @type {(inputs: Checkout_When_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When will you pick up?`)
};

export const checkout_when_deliver = /** @type {(inputs: Checkout_When_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should we deliver?`)
};

export const checkout_loading_days = /** @type {(inputs: Checkout_Loading_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading delivery days`)
};

export const checkout_days_failed = /** @type {(inputs: Checkout_Days_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the delivery days`)
};

export const checkout_days_hint = /** @type {(inputs: Checkout_Days_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.from} to ${i?.to}`)
};

export const checkout_days_error = /** @type {(inputs: Checkout_Days_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a day from ${i?.from} to ${i?.to}.`)
};

export const checkout_pickup_day = /** @type {(inputs: Checkout_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup day`)
};

export const checkout_delivery_day = /** @type {(inputs: Checkout_Delivery_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery day`)
};

export const checkout_pickup_window = /** @type {(inputs: Checkout_Pickup_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup window (${i?.city} time)`)
};

export const checkout_time_window = /** @type {(inputs: Checkout_Time_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time window (${i?.city} time)`)
};

export const checkout_continue = /** @type {(inputs: Checkout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const checkout_back_to_address = /** @type {(inputs: Checkout_Back_To_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to address`)
};

export const checkout_check_field = /** @type {(inputs: Checkout_Check_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check this field: ${i?.messages}`)
};

export const checkout_check_fields = /** @type {(inputs: Checkout_Check_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check these ${i?.count} fields: ${i?.messages}`)
};

export const checkout_window_morning = /** @type {(inputs: Checkout_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the morning`)
};

export const checkout_window_afternoon = /** @type {(inputs: Checkout_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the afternoon`)
};

export const checkout_window_evening = /** @type {(inputs: Checkout_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the evening`)
};

export const checkout_window_anytime = /** @type {(inputs: Checkout_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time of day`)
};

export const checkout_window_pickup = /** @type {(inputs: Checkout_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for pickup`)
};

export const checkout_line_financing = /** @type {(inputs: Checkout_Line_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} monthly payments of ${i?.amount}`)
};

export const checkout_line_subscription = /** @type {(inputs: Checkout_Line_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly subscription, yours once paid off`)
};

export const checkout_line_rental = /** @type {(inputs: Checkout_Line_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly until you return it`)
};

export const checkout_line_bought = /** @type {(inputs: Checkout_Line_BoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought`)
};

export const checkout_loading_order = /** @type {(inputs: Checkout_Loading_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your order`)
};

export const checkout_order_failed = /** @type {(inputs: Checkout_Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your order`)
};

export const checkout_order_not_found = /** @type {(inputs: Checkout_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this order`)
};

export const checkout_go_to_account = /** @type {(inputs: Checkout_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your account`)
};

export const checkout_order_safe = /** @type {(inputs: Checkout_Order_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is safe; only this page failed to load.`)
};

export const checkout_other_account = /** @type {(inputs: Checkout_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may belong to another account.`)
};

export const checkout_success_title = /** @type {(inputs: Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your order is placed`)
};

export const checkout_confirming_title = /** @type {(inputs: Checkout_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is being confirmed`)
};

export const checkout_confirming_text = /** @type {(inputs: Checkout_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are confirming the payment for order ${i?.number}. This page updates by itself: there is no need to pay again.`)
};

export const checkout_confirming_checking = /** @type {(inputs: Checkout_Confirming_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking again in a few seconds`)
};

export const checkout_confirming_total = /** @type {(inputs: Checkout_Confirming_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order total, taxes included`)
};

export const checkout_confirming_taxes = /** @type {(inputs: Checkout_Confirming_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tax breakdown and the card charged show here once the order is confirmed.`)
};

export const checkout_order_number_label = /** @type {(inputs: Checkout_Order_Number_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number`)
};

export const checkout_receipt_sent = /** @type {(inputs: Checkout_Receipt_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent the receipt to ${i?.email}.`)
};

export const checkout_pickup_at_before = /** @type {(inputs: Checkout_Pickup_At_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up your order at`)
};

export const checkout_pickup_on = /** @type {(inputs: Checkout_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

export const checkout_pickup_after = /** @type {(inputs: Checkout_Pickup_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`between 10 am and 5 pm. Bring photo ID and your order number.`)
};

export const checkout_delivery_on = /** @type {(inputs: Checkout_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery on`)
};

export const checkout_delivery_to_address = /** @type {(inputs: Checkout_Delivery_To_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.address}`)
};

export const checkout_unit = /** @type {(inputs: Checkout_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unit ${i?.unit}`)
};

export const checkout_agreement_unsigned = /** @type {(inputs: Checkout_Agreement_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your monthly payment agreement is not signed yet`)
};

export const checkout_read_and_sign = /** @type {(inputs: Checkout_Read_And_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and sign it`)
};

export const checkout_before_delivery = /** @type {(inputs: Checkout_Before_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`before delivery.`)
};

export const checkout_items = /** @type {(inputs: Checkout_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const checkout_retail = /** @type {(inputs: Checkout_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail`)
};

export const checkout_sold_off = /** @type {(inputs: Checkout_Sold_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sold at 85% off`)
};

export const checkout_quantity = /** @type {(inputs: Checkout_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity ${i?.quantity}`)
};

export const checkout_totals = /** @type {(inputs: Checkout_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

export const checkout_monthly_after = /** @type {(inputs: Checkout_Monthly_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Then ${i?.amount} plus tax for your monthly items, billed from a month after delivery.`)
};

export const checkout_charged_to = /** @type {(inputs: Checkout_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged to ${i?.brand} ending ${i?.last4}.`)
};

export const checkout_view_receipt = /** @type {(inputs: Checkout_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View receipt`)
};

export const checkout_see_orders = /** @type {(inputs: Checkout_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your orders in your account`)
};

export const checkout_keep_shopping = /** @type {(inputs: Checkout_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep shopping`)
};

export const checkout_an_item = /** @type {(inputs: Checkout_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item in your cart`)
};

export const checkout_line_problem = /** @type {(inputs: Checkout_Line_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.error}`)
};

export const checkout_problem_unreachable = /** @type {(inputs: Checkout_Problem_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach our servers. Check your connection and try again.`)
};

export const checkout_problem_unknown = /** @type {(inputs: Checkout_Problem_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong.`)
};

export const checkout_problem_choose_day = /** @type {(inputs: Checkout_Problem_Choose_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a delivery day and a time window.`)
};

export const checkout_problem_choose_card = /** @type {(inputs: Checkout_Problem_Choose_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a saved card or enter a new one.`)
};

export const checkout_problem_enter_card = /** @type {(inputs: Checkout_Problem_Enter_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a card.`)
};

export const checkout_problem_card_name = /** @type {(inputs: Checkout_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the name on the card.`)
};

export const checkout_problem_card_number = /** @type {(inputs: Checkout_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the card number.`)
};

export const checkout_problem_card_expiry = /** @type {(inputs: Checkout_Problem_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the expiry as MM/YY.`)
};

export const checkout_problem_card_cvc = /** @type {(inputs: Checkout_Problem_Card_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 3 or 4 digit security code.`)
};

export const checkout_problem_first_name = /** @type {(inputs: Checkout_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a first name.`)
};

export const checkout_problem_last_name = /** @type {(inputs: Checkout_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a last name.`)
};

export const checkout_problem_street = /** @type {(inputs: Checkout_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the street address.`)
};

export const checkout_problem_city = /** @type {(inputs: Checkout_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the city.`)
};

export const checkout_problem_province = /** @type {(inputs: Checkout_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province.`)
};

export const checkout_problem_postal_code = /** @type {(inputs: Checkout_Problem_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a postal code.`)
};

export const checkout_problem_postal_format = /** @type {(inputs: Checkout_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code like A1A 1A1.`)
};

export const checkout_problem_postal_province = /** @type {(inputs: Checkout_Problem_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A postal code starting with ${i?.letter} is in ${i?.provinces}. Check the postal code or the province.`)
};

export const checkout_problem_phone = /** @type {(inputs: Checkout_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit phone number, e.g. 416 555 0134.`)
};

export const checkout_problem_floor = /** @type {(inputs: Checkout_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the floor as a number.`)
};

export const checkout_area_refused = /** @type {(inputs: Checkout_Area_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} doesn't deliver to ${i?.postalCode}.`)
};

export const checkout_area_none = /** @type {(inputs: Checkout_Area_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} None of our cities delivers there yet: choose another address.`)
};

export const checkout_area_one = /** @type {(inputs: Checkout_Area_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} delivers there: change your city to ${i?.names}, or choose another address.`)
};

export const checkout_area_other = /** @type {(inputs: Checkout_Area_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} ${i?.names} deliver there: change your city to ${i?.names}, or choose another address.`)
};

export const checkout_language_switch = /** @type {(inputs: Checkout_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const checkout_language_code = /** @type {(inputs: Checkout_Language_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FR`)
};

export const auth_something_wrong = /** @type {(inputs: Auth_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again in a moment.`)
};

export const auth_seconds_one = /** @type {(inputs: Auth_Seconds_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 second`)
};

export const auth_seconds_other = /** @type {(inputs: Auth_Seconds_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} seconds`)
};

export const auth_minutes_one = /** @type {(inputs: Auth_Minutes_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 minute`)
};

export const auth_minutes_other = /** @type {(inputs: Auth_Minutes_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

export const auth_hours_one = /** @type {(inputs: Auth_Hours_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 hour`)
};

export const auth_hours_other = /** @type {(inputs: Auth_Hours_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hours`)
};

export const auth_invalid_credentials = /** @type {(inputs: Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email and password do not match an account. Check them and try again, or reset your password.`)
};

export const auth_password_too_common = /** @type {(inputs: Auth_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is too common. Choose one that is harder to guess.`)
};

export const auth_session_ended = /** @type {(inputs: Auth_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

export const auth_no_auth = /** @type {(inputs: Auth_No_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const auth_too_many_wait = /** @type {(inputs: Auth_Too_Many_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait ${i?.wait} and try again.`)
};

export const auth_too_many = /** @type {(inputs: Auth_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a few minutes and try again.`)
};

export const auth_invalid_link = /** @type {(inputs: Auth_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Ask for a new one.`)
};

export const auth_enter_email = /** @type {(inputs: Auth_Enter_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

export const auth_valid_email = /** @type {(inputs: Auth_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address, like name@example.ca.`)
};

export const auth_enter_password = /** @type {(inputs: Auth_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
};

export const auth_enter_new_password = /** @type {(inputs: Auth_Enter_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a password.`)
};

export const auth_password_min = /** @type {(inputs: Auth_Password_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at least ${i?.count} characters for your password.`)
};

export const auth_password_max = /** @type {(inputs: Auth_Password_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at most ${i?.count} characters for your password.`)
};

export const auth_enter_again = /** @type {(inputs: Auth_Enter_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password again.`)
};

export const auth_no_match = /** @type {(inputs: Auth_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passwords do not match.`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.count} characters. A few words you will remember make a strong one.`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your furniture, deliveries and receipts.`)
};

export const auth_new_to_pivot = /** @type {(inputs: Auth_New_To_PivotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Pivot?`)
};

export const auth_create_an_account = /** @type {(inputs: Auth_Create_An_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

export const auth_email = /** @type {(inputs: Auth_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_forgot_password = /** @type {(inputs: Auth_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const auth_signed_in_moment = /** @type {(inputs: Auth_Signed_In_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in, one moment`)
};

export const auth_signing_in = /** @type {(inputs: Auth_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in`)
};

export const auth_signup_intro = /** @type {(inputs: Auth_Signup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One account for your subscriptions, deliveries, receipts and returns. All it takes is an email and a password.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

export const auth_friend_sent = /** @type {(inputs: Auth_Friend_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A friend sent you`)
};

export const auth_friend_text = /** @type {(inputs: Auth_Friend_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up here and your account starts with a first-order credit from your friend’s referral, applied when you check out.`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

export const auth_account_created_moment = /** @type {(inputs: Auth_Account_Created_MomentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created, one moment`)
};

export const auth_creating_account = /** @type {(inputs: Auth_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your account`)
};

export const auth_create_account = /** @type {(inputs: Auth_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

export const auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account exists for that email, we sent a link to choose a new password. The link works for one hour.`)
};

export const auth_remembered = /** @type {(inputs: Auth_RememberedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remembered it?`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

export const auth_check_email = /** @type {(inputs: Auth_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your email`)
};

export const auth_we_used = /** @type {(inputs: Auth_We_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We used`)
};

export const auth_nothing_after = /** @type {(inputs: Auth_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Nothing after a few minutes? Check your junk folder or try again.`)
};

export const auth_send_another = /** @type {(inputs: Auth_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send another link`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email you use with us and we will send you a link to choose a new one.`)
};

export const auth_sending_link = /** @type {(inputs: Auth_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the link`)
};

export const auth_send_link = /** @type {(inputs: Auth_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link`)
};

export const auth_continue_with = /** @type {(inputs: Auth_Continue_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue with ${i?.provider}`)
};

export const auth_signing_you_in = /** @type {(inputs: Auth_Signing_You_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing you in`)
};

export const auth_working = /** @type {(inputs: Auth_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}…`)
};

export const auth_finish_title = /** @type {(inputs: Auth_Finish_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish creating your account`)
};

export const auth_link_expired_start = /** @type {(inputs: Auth_Link_Expired_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page finishes signing in with another service, and the link to it has expired or is incomplete. Please start again.`)
};

export const auth_link_expired_sign_in = /** @type {(inputs: Auth_Link_Expired_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page finishes signing in with another service, and the link to it has expired or is incomplete. Please sign in again.`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

export const auth_no_email_shared = /** @type {(inputs: Auth_No_Email_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} did not share your email address with us. Enter the one we should use for your receipts and delivery updates.`)
};

export const auth_continue = /** @type {(inputs: Auth_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const auth_link_title = /** @type {(inputs: Auth_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link your accounts`)
};

export const auth_already_has = /** @type {(inputs: Auth_Already_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`already has a Pivot account with a password.`)
};

export const auth_link_provider = /** @type {(inputs: Auth_Link_ProviderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter that password once to link your ${i?.provider} sign-in to it. After that, either way signs you in to the same account.`)
};

export const auth_link_two = /** @type {(inputs: Auth_Link_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter that password once to link the two to it. After that, either way signs you in to the same account.`)
};

export const auth_not_your_account = /** @type {(inputs: Auth_Not_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not your account?`)
};

export const auth_sign_in_another_way = /** @type {(inputs: Auth_Sign_In_Another_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in another way`)
};

export const auth_account_to_link = /** @type {(inputs: Auth_Account_To_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account to link to.`)
};

export const auth_linking = /** @type {(inputs: Auth_LinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linking your accounts`)
};

export const auth_link_and_sign_in = /** @type {(inputs: Auth_Link_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link and sign in`)
};

export const auth_device_title = /** @type {(inputs: Auth_Device_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in on another device`)
};

export const auth_device_intro_signed_out = /** @type {(inputs: Auth_Device_Intro_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in here, you can make a link that signs you in on your phone or another computer without typing your password. Sign in first.`)
};

export const auth_device_make_before = /** @type {(inputs: Auth_Device_Make_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a link that signs`)
};

export const auth_device_you = /** @type {(inputs: Auth_Device_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

export const auth_device_make_after = /** @type {(inputs: Auth_Device_Make_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in on another device without a password. Open it there; it works once.`)
};

export const auth_your_link = /** @type {(inputs: Auth_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in link`)
};

export const auth_link_hint = /** @type {(inputs: Auth_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It works once, for the next ${i?.wait}. Anyone with it can sign in as you: only share it with yourself.`)
};

export const auth_copied = /** @type {(inputs: Auth_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const auth_copy_link = /** @type {(inputs: Auth_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const auth_new_link = /** @type {(inputs: Auth_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new link`)
};

export const auth_link_copied = /** @type {(inputs: Auth_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is copied.`)
};

export const auth_making_link = /** @type {(inputs: Auth_Making_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making your link`)
};

export const auth_make_link = /** @type {(inputs: Auth_Make_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a sign-in link`)
};

export const auth_renewing = /** @type {(inputs: Auth_RenewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewing your session`)
};

export const auth_send_failed = /** @type {(inputs: Auth_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send the link. Check your connection and try again.`)
};

export const auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new link is on its way to ${i?.email}.`)
};

export const auth_send_again = /** @type {(inputs: Auth_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the link again`)
};

export const auth_new_password_title = /** @type {(inputs: Auth_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const auth_password_changed = /** @type {(inputs: Auth_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is changed`)
};

export const auth_password_changed_text = /** @type {(inputs: Auth_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed in with your new password. For your security, we signed out every other device that used the old one.`)
};

export const auth_go_to_account = /** @type {(inputs: Auth_Go_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My Account`)
};

export const auth_continue_shopping = /** @type {(inputs: Auth_Continue_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue shopping`)
};

export const auth_link_no_longer = /** @type {(inputs: Auth_Link_No_LongerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link no longer works`)
};

export const auth_send_new_link = /** @type {(inputs: Auth_Send_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me a new link`)
};

export const auth_new_password_intro = /** @type {(inputs: Auth_New_Password_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the password you will sign in with from now on.`)
};

export const auth_link_not_working = /** @type {(inputs: Auth_Link_Not_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not working?`)
};

export const auth_ask_new = /** @type {(inputs: Auth_Ask_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new one`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const auth_confirm_new_password = /** @type {(inputs: Auth_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

export const auth_saving_password = /** @type {(inputs: Auth_Saving_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your new password`)
};

export const auth_save_password = /** @type {(inputs: Auth_Save_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save new password`)
};

export const auth_social_title = /** @type {(inputs: Auth_Social_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with ${i?.provider}`)
};

export const auth_social_failed = /** @type {(inputs: Auth_Social_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signing in with ${i?.provider} did not finish. Please try again from the sign-in page.`)
};

export const auth_temp_title = /** @type {(inputs: Auth_Temp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a link`)
};

export const auth_sign_in_password = /** @type {(inputs: Auth_Sign_In_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your password`)
};

export const auth_signed_in_title = /** @type {(inputs: Auth_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed in`)
};

export const auth_device_signed_in_as = /** @type {(inputs: Auth_Device_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device is now signed in as`)
};

export const auth_device_signed_in = /** @type {(inputs: Auth_Device_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device is now signed in.`)
};

export const auth_link_done = /** @type {(inputs: Auth_Link_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` The link you used has done its job and will not work again.`)
};

export const auth_confirm_email = /** @type {(inputs: Auth_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email`)
};

export const auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email is confirmed`)
};

export const auth_email_confirmed_text = /** @type {(inputs: Auth_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. We will send receipts and delivery updates to`)
};

export const auth_confirming_email = /** @type {(inputs: Auth_Confirming_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your email`)
};

export const auth_my_account = /** @type {(inputs: Auth_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

export const auth_you_are_signed_in = /** @type {(inputs: Auth_You_Are_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed in.`)
};

export const auth_account_pages = /** @type {(inputs: Auth_Account_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account pages`)
};

export const auth_profile = /** @type {(inputs: Auth_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const auth_profile_text = /** @type {(inputs: Auth_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, phone numbers, email and what we send you.`)
};

export const auth_address = /** @type {(inputs: Auth_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const auth_address_text = /** @type {(inputs: Auth_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we deliver, and what is at each address.`)
};

export const auth_receipts = /** @type {(inputs: Auth_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const auth_receipts_text = /** @type {(inputs: Auth_Receipts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order you placed, ready to view and print.`)
};

export const auth_signing_out = /** @type {(inputs: Auth_Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing out`)
};

export const auth_sign_out = /** @type {(inputs: Auth_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in again.`)
};

export const account_load_loading = /** @type {(inputs: Account_Load_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.what}`)
};

export const account_load_failed_title = /** @type {(inputs: Account_Load_Failed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not load ${i?.what}`)
};

export const account_load_failed_text = /** @type {(inputs: Account_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed. Check your connection and try again.`)
};

export const account_trying_again = /** @type {(inputs: Account_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again`)
};

export const account_try_again = /** @type {(inputs: Account_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const account_what_account = /** @type {(inputs: Account_What_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your account`)
};

export const account_what_products = /** @type {(inputs: Account_What_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your products`)
};

export const account_what_deliveries = /** @type {(inputs: Account_What_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your deliveries`)
};

export const account_page_count = /** @type {(inputs: Account_Page_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}, page ${i?.page} of ${i?.pageCount}`)
};

export const account_go_first_page = /** @type {(inputs: Account_Go_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the first page`)
};

export const account_page_profile = /** @type {(inputs: Account_Page_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const account_page_profile_hint = /** @type {(inputs: Account_Page_Profile_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, phone numbers, email and what we send you.`)
};

export const account_page_address = /** @type {(inputs: Account_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const account_page_address_hint = /** @type {(inputs: Account_Page_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we deliver, and what is at each address.`)
};

export const account_page_my_products = /** @type {(inputs: Account_Page_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Products`)
};

export const account_page_my_products_hint = /** @type {(inputs: Account_Page_My_Products_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every piece you have, what is paid and what is left.`)
};

export const account_page_upcoming_bill = /** @type {(inputs: Account_Page_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming bill`)
};

export const account_page_upcoming_bill_hint = /** @type {(inputs: Account_Page_Upcoming_Bill_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What your next monthly bill will be, and when.`)
};

export const account_page_billing_history = /** @type {(inputs: Account_Page_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history`)
};

export const account_page_billing_history_hint = /** @type {(inputs: Account_Page_Billing_History_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month’s bill: charged, declined or paid late.`)
};

export const account_page_payment_information = /** @type {(inputs: Account_Page_Payment_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment information`)
};

export const account_page_payment_information_hint = /** @type {(inputs: Account_Page_Payment_Information_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card we bill, and any overdue balance.`)
};

export const account_page_deliveries = /** @type {(inputs: Account_Page_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries`)
};

export const account_page_deliveries_hint = /** @type {(inputs: Account_Page_Deliveries_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the crew comes, how you hear about it, and moving a visit.`)
};

export const account_page_receipts = /** @type {(inputs: Account_Page_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const account_page_receipts_hint = /** @type {(inputs: Account_Page_Receipts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order, bill, tip, refund and credit, ready to view and print.`)
};

export const account_page_unsigned_agreements = /** @type {(inputs: Account_Page_Unsigned_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsigned agreements`)
};

export const account_page_unsigned_agreements_hint = /** @type {(inputs: Account_Page_Unsigned_Agreements_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly agreements waiting for your signature.`)
};

export const account_page_product_reviews = /** @type {(inputs: Account_Page_Product_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product reviews`)
};

export const account_page_product_reviews_hint = /** @type {(inputs: Account_Page_Product_Reviews_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate the pieces we delivered and tell other shoppers about them.`)
};

export const account_page_referral = /** @type {(inputs: Account_Page_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral`)
};

export const account_page_referral_hint = /** @type {(inputs: Account_Page_Referral_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link to share, who joined and the credit you earned.`)
};

export const account_pages_label = /** @type {(inputs: Account_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account pages`)
};

export const account_overdue_title = /** @type {(inputs: Account_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue balance: ${i?.amount}`)
};

export const account_overdue_text = /** @type {(inputs: Account_Overdue_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly bill was declined. Pay it now to keep your furniture.`)
};

export const account_overdue_pay = /** @type {(inputs: Account_Overdue_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the overdue balance`)
};

export const account_unsigned_title = /** @type {(inputs: Account_Unsigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agreements to sign`)
};

export const account_unsigned_text = /** @type {(inputs: Account_Unsigned_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order is waiting for your signature on its monthly agreement.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders are waiting for your signature on their monthly agreements.`);
	return /** @type {LocalizedString} */ ("account_unsigned_text");
};

export const account_unsigned_sign = /** @type {(inputs: Account_Unsigned_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign them`)
};

export const account_confirm_email_title = /** @type {(inputs: Account_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email`)
};

export const account_confirm_email_text = /** @type {(inputs: Account_Confirm_Email_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}; open it to confirm the address.`)
};

export const account_confirm_mobile_title = /** @type {(inputs: Account_Confirm_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your mobile number`)
};

export const account_confirm_mobile_text = /** @type {(inputs: Account_Confirm_Mobile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery texts go to it once it is confirmed.`)
};

export const account_confirm_mobile_link = /** @type {(inputs: Account_Confirm_Mobile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a code by text`)
};

export const account_waiting_title = /** @type {(inputs: Account_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

export const account_next_bill_title = /** @type {(inputs: Account_Next_Bill_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next bill`)
};

export const account_next_bill_on = /** @type {(inputs: Account_Next_Bill_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

export const account_more_bills = /** @type {(inputs: Account_More_BillsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} more bill follows for your other addresses.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} more bills follow for your other addresses.`);
	return /** @type {LocalizedString} */ ("account_more_bills");
};

export const account_see_whole_bill = /** @type {(inputs: Account_See_Whole_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the whole bill`)
};

export const account_no_bill = /** @type {(inputs: Account_No_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing more to bill: no monthly payments are coming up.`)
};

export const account_next_visit_title = /** @type {(inputs: Account_Next_Visit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next delivery or pickup`)
};

export const account_next_visit_pickup = /** @type {(inputs: Account_Next_Visit_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of order ${i?.number}: ${i?.when}`)
};

export const account_next_visit_delivery = /** @type {(inputs: Account_Next_Visit_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of order ${i?.number}: ${i?.when}`)
};

export const account_nothing_scheduled = /** @type {(inputs: Account_Nothing_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is scheduled.`)
};

export const account_follow_it = /** @type {(inputs: Account_Follow_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow it`)
};

export const account_all_deliveries = /** @type {(inputs: Account_All_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All deliveries`)
};

export const account_your_furniture = /** @type {(inputs: Account_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your furniture`)
};

export const account_no_furniture = /** @type {(inputs: Account_No_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no furniture with us right now.`)
};

export const account_browse_furniture = /** @type {(inputs: Account_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const account_see_paid_left = /** @type {(inputs: Account_See_Paid_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what is paid and left on each`)
};

export const account_credit_label = /** @type {(inputs: Account_Credit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit:`)
};

export const account_credit_used_first = /** @type {(inputs: Account_Credit_Used_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, used first on your next order or bill.`)
};

export const account_window_morning = /** @type {(inputs: Account_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`morning`)
};

export const account_window_afternoon = /** @type {(inputs: Account_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`afternoon`)
};

export const account_window_evening = /** @type {(inputs: Account_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`evening`)
};

export const account_window_anytime = /** @type {(inputs: Account_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time of day`)
};

export const account_window_pickup = /** @type {(inputs: Account_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup at the warehouse, 10 am to 5 pm`)
};

export const account_day_window = /** @type {(inputs: Account_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const account_to_be_scheduled = /** @type {(inputs: Account_To_Be_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be scheduled`)
};

export const account_status_pending = /** @type {(inputs: Account_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being confirmed`)
};

export const account_status_confirmed = /** @type {(inputs: Account_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_status_scheduled = /** @type {(inputs: Account_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery scheduled`)
};

export const account_status_out_for_delivery = /** @type {(inputs: Account_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out for delivery`)
};

export const account_status_completed = /** @type {(inputs: Account_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_status_cancelled = /** @type {(inputs: Account_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_status_payment_failed = /** @type {(inputs: Account_Status_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

export const account_return_status_scheduled = /** @type {(inputs: Account_Return_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

export const account_return_status_out_for_delivery = /** @type {(inputs: Account_Return_Status_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew on its way`)
};

export const account_return_status_completed = /** @type {(inputs: Account_Return_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_type_order = /** @type {(inputs: Account_Type_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const account_type_return = /** @type {(inputs: Account_Type_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

export const account_type_swap = /** @type {(inputs: Account_Type_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap`)
};

export const account_type_move = /** @type {(inputs: Account_Type_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move`)
};

export const account_type_buyout = /** @type {(inputs: Account_Type_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyout`)
};

export const account_type_swatch = /** @type {(inputs: Account_Type_SwatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swatches`)
};

export const account_kind_monthly_bill = /** @type {(inputs: Account_Kind_Monthly_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly bill`)
};

export const account_kind_overdue_payment = /** @type {(inputs: Account_Kind_Overdue_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue payment`)
};

export const account_kind_tip = /** @type {(inputs: Account_Kind_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew tip`)
};

export const account_kind_refund = /** @type {(inputs: Account_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

export const account_kind_credit = /** @type {(inputs: Account_Kind_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit`)
};

export const account_card = /** @type {(inputs: Account_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const account_card_ending = /** @type {(inputs: Account_Card_EndingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ending ${i?.digits}`)
};

export const account_card_expires = /** @type {(inputs: Account_Card_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card}, expires ${i?.expiry}`)
};

export const account_purchase_subscription = /** @type {(inputs: Account_Purchase_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription, billed monthly`)
};

export const account_purchase_financing = /** @type {(inputs: Account_Purchase_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financing, ${i?.count} monthly payments of ${i?.amount}`)
};

export const account_purchase_rental = /** @type {(inputs: Account_Purchase_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental, billed monthly until returned`)
};

export const account_purchase_purchase = /** @type {(inputs: Account_Purchase_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase`)
};

export const account_final_sale_suffix = /** @type {(inputs: Account_Final_Sale_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, final sale`)
};

export const account_no_items = /** @type {(inputs: Account_No_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items`)
};

export const account_item_count = /** @type {(inputs: Account_Item_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("account_item_count");
};

export const account_paper_status_paid = /** @type {(inputs: Account_Paper_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const account_paper_status_paid_late = /** @type {(inputs: Account_Paper_Status_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid late`)
};

export const account_paper_status_declined = /** @type {(inputs: Account_Paper_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_paper_status_open = /** @type {(inputs: Account_Paper_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being charged`)
};

export const account_paper_status_refunded = /** @type {(inputs: Account_Paper_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const account_paper_status_credited = /** @type {(inputs: Account_Paper_Status_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credited`)
};

export const account_credit_referral = /** @type {(inputs: Account_Credit_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral reward`)
};

export const account_credit_refund = /** @type {(inputs: Account_Credit_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund to account credit`)
};

export const account_credit_goodwill = /** @type {(inputs: Account_Credit_GoodwillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goodwill credit`)
};

export const account_credit_adjustment = /** @type {(inputs: Account_Credit_AdjustmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit adjustment`)
};

export const account_owed_on = /** @type {(inputs: Account_Owed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owed on ${i?.number}`)
};

export const account_your_address = /** @type {(inputs: Account_Your_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address`)
};

export const account_title_count = /** @type {(inputs: Account_Title_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} · ${i?.count}`)
};

export const account_tip_for_crew_of = /** @type {(inputs: Account_Tip_For_Crew_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For the crew of ${i?.number}`)
};

export const account_your_delivery = /** @type {(inputs: Account_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your delivery`)
};

export const account_refund_on = /** @type {(inputs: Account_Refund_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.number}`)
};

export const account_bill_charged = /** @type {(inputs: Account_Bill_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged`)
};

export const account_bill_paid_late = /** @type {(inputs: Account_Bill_Paid_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid late`)
};

export const account_bill_declined = /** @type {(inputs: Account_Bill_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_bill_processing = /** @type {(inputs: Account_Bill_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being charged`)
};

export const account_amount_refunded = /** @type {(inputs: Account_Amount_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

export const account_amount_credited = /** @type {(inputs: Account_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`credited`)
};

export const account_amount_charged = /** @type {(inputs: Account_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`charged`)
};

export const account_row_refunded = /** @type {(inputs: Account_Row_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded ${i?.date}`)
};

export const account_row_credited = /** @type {(inputs: Account_Row_CreditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Credited ${i?.date}`)
};

export const account_row_paid = /** @type {(inputs: Account_Row_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.date}`)
};

export const account_row_tipped = /** @type {(inputs: Account_Row_TippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipped ${i?.date}`)
};

export const account_row_placed = /** @type {(inputs: Account_Row_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.date}`)
};

export const account_row_crew_tip = /** @type {(inputs: Account_Row_Crew_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ ${i?.amount} crew tip`)
};

export const account_view_receipt = /** @type {(inputs: Account_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View receipt`)
};

export const account_view_receipt_for = /** @type {(inputs: Account_View_Receipt_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.kind} ${i?.number}`)
};

export const account_receipts_title = /** @type {(inputs: Account_Receipts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const account_receipts_intro = /** @type {(inputs: Account_Receipts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order, monthly bill, tip, refund and credit, newest first. Open one to print it. Each month’s bill, charged or declined, is in your`)
};

export const account_receipts_intro_link = /** @type {(inputs: Account_Receipts_Intro_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`billing history`)
};

export const account_receipts_loading = /** @type {(inputs: Account_Receipts_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your receipts`)
};

export const account_receipts_failed = /** @type {(inputs: Account_Receipts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your receipts`)
};

export const account_receipts_failed_text = /** @type {(inputs: Account_Receipts_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders are safe; only this list failed to load.`)
};

export const account_receipts_empty_title = /** @type {(inputs: Account_Receipts_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No receipts yet`)
};

export const account_start_shopping = /** @type {(inputs: Account_Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start shopping`)
};

export const account_receipts_empty_text = /** @type {(inputs: Account_Receipts_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you place an order or a monthly bill is charged, its receipt appears here.`)
};

export const account_receipts_count = /** @type {(inputs: Account_Receipts_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} receipt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} receipts`);
	return /** @type {LocalizedString} */ ("account_receipts_count");
};

export const account_receipts_pages = /** @type {(inputs: Account_Receipts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt pages`)
};

export const account_receipts_empty_page = /** @type {(inputs: Account_Receipts_Empty_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no receipts on this page.`)
};

export const account_paper_issued = /** @type {(inputs: Account_Paper_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued`)
};

export const account_paper_refunded_on = /** @type {(inputs: Account_Paper_Refunded_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded on`)
};

export const account_paper_credited_on = /** @type {(inputs: Account_Paper_Credited_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credited on`)
};

export const account_paper_paid_on = /** @type {(inputs: Account_Paper_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

export const account_paper_total_refunded = /** @type {(inputs: Account_Paper_Total_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total refunded`)
};

export const account_paper_total_credited = /** @type {(inputs: Account_Paper_Total_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total credited`)
};

export const account_total_charged = /** @type {(inputs: Account_Total_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total charged`)
};

export const account_invoice = /** @type {(inputs: Account_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

export const account_credit_note = /** @type {(inputs: Account_Credit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit note`)
};

export const account_receipt = /** @type {(inputs: Account_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

export const account_gst_hst_number = /** @type {(inputs: Account_Gst_Hst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST/HST no. ${i?.number}`)
};

export const account_qst_number = /** @type {(inputs: Account_Qst_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QST no. ${i?.number}`)
};

export const account_receipt_details = /** @type {(inputs: Account_Receipt_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt details`)
};

export const account_bill_date = /** @type {(inputs: Account_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bill date`)
};

export const account_card_declined = /** @type {(inputs: Account_Card_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card declined`)
};

export const account_for_order = /** @type {(inputs: Account_For_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For order`)
};

export const account_for_bill_of = /** @type {(inputs: Account_For_Bill_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the bill of`)
};

export const account_customer = /** @type {(inputs: Account_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer`)
};

export const account_billed_for = /** @type {(inputs: Account_Billed_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed for`)
};

export const account_address = /** @type {(inputs: Account_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const account_this_month = /** @type {(inputs: Account_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

export const account_details = /** @type {(inputs: Account_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const account_description = /** @type {(inputs: Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const account_amount = /** @type {(inputs: Account_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const account_totals = /** @type {(inputs: Account_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

export const account_subtotal = /** @type {(inputs: Account_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

export const account_sales_tax = /** @type {(inputs: Account_Sales_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sales tax`)
};

export const account_none = /** @type {(inputs: Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const account_total = /** @type {(inputs: Account_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const account_credit_used = /** @type {(inputs: Account_Credit_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit used`)
};

export const account_added_to_credit = /** @type {(inputs: Account_Added_To_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to your account credit`)
};

export const account_amount_owed = /** @type {(inputs: Account_Amount_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount owed`)
};

export const account_amounts_cad = /** @type {(inputs: Account_Amounts_CadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amounts in Canadian dollars (CAD). Taxes total ${i?.amount}.`)
};

export const account_payment = /** @type {(inputs: Account_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const account_no_card_credit = /** @type {(inputs: Account_No_Card_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card was charged: the amount was added to your account credit.`)
};

export const account_paid_with_credit = /** @type {(inputs: Account_Paid_With_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid in full with account credit.`)
};

export const account_no_card_payment = /** @type {(inputs: Account_No_Card_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card payment recorded.`)
};

export const account_refunded_to = /** @type {(inputs: Account_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded to ${i?.card}:`)
};

export const account_charged_to = /** @type {(inputs: Account_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged to ${i?.card}:`)
};

export const account_tried = /** @type {(inputs: Account_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tried ${i?.card}:`)
};

export const account_on_date = /** @type {(inputs: Account_On_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}`)
};

export const account_payment_failed_status = /** @type {(inputs: Account_Payment_Failed_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

export const account_payment_declined_status = /** @type {(inputs: Account_Payment_Declined_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`declined`)
};

export const account_payment_pending_status = /** @type {(inputs: Account_Payment_Pending_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

export const account_your_note = /** @type {(inputs: Account_Your_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your note: “${i?.note}”`)
};

export const account_is_owed = /** @type {(inputs: Account_Is_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is owed.`)
};

export const account_pay_or_update = /** @type {(inputs: Account_Pay_Or_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay it or update your card`)
};

export const account_paper_terms = /** @type {(inputs: Account_Paper_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment terms: ${i?.terms} Questions about this receipt? Call ${i?.phone} or write to ${i?.email} with its number, ${i?.number}.`)
};

export const account_payment_refunded_status = /** @type {(inputs: Account_Payment_Refunded_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

export const account_return_free = /** @type {(inputs: Account_Return_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This return is free: nothing is charged.`)
};

export const account_return_fee_declined = /** @type {(inputs: Account_Return_Fee_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined for the return fee: ${i?.amount} is owed.`)
};

export const account_return_fee_retry = /** @type {(inputs: Account_Return_Fee_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items are returned. We will try your card again; to pay now,`)
};

export const account_return_fee_retry_link = /** @type {(inputs: Account_Return_Fee_Retry_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`update your card or pay the balance`)
};

export const account_return_fee_open = /** @type {(inputs: Account_Return_Fee_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The return fee of ${i?.amount} is charged to your card on file once our crew has picked the items up.`)
};

export const account_order_details = /** @type {(inputs: Account_Order_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order details`)
};

export const account_order_date = /** @type {(inputs: Account_Order_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order date`)
};

export const account_not_paid = /** @type {(inputs: Account_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

export const account_pickup = /** @type {(inputs: Account_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

export const account_delivery = /** @type {(inputs: Account_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const account_pick_up_at = /** @type {(inputs: Account_Pick_Up_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up at`)
};

export const account_pickup_hours = /** @type {(inputs: Account_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every day, 10 am to 5 pm (Toronto time)`)
};

export const account_pickup_bring = /** @type {(inputs: Account_Pickup_BringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours}. Bring photo ID and your order number.`)
};

export const account_depot = /** @type {(inputs: Account_DepotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depot`)
};

export const account_moved_from = /** @type {(inputs: Account_Moved_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved from`)
};

export const account_picked_up_from = /** @type {(inputs: Account_Picked_Up_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up from`)
};

export const account_customer_address = /** @type {(inputs: Account_Customer_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer address`)
};

export const account_delivered_to = /** @type {(inputs: Account_Delivered_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered to`)
};

export const account_no_address = /** @type {(inputs: Account_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No address`)
};

export const account_move_address = /** @type {(inputs: Account_Move_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move address`)
};

export const account_items = /** @type {(inputs: Account_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const account_item = /** @type {(inputs: Account_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

export const account_qty = /** @type {(inputs: Account_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

export const account_unit_price = /** @type {(inputs: Account_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

export const account_retail_sold_at = /** @type {(inputs: Account_Retail_Sold_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retail ${i?.price}, sold at 85% off`)
};

export const account_retail = /** @type {(inputs: Account_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail`)
};

export const account_sold_at_off = /** @type {(inputs: Account_Sold_At_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, sold at 85% off`)
};

export const account_pivotcare_line = /** @type {(inputs: Account_Pivotcare_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare damage cover ${i?.price}; ${i?.monthly} in all`)
};

export const account_cancelled_not_moved = /** @type {(inputs: Account_Cancelled_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: not moved`)
};

export const account_cancelled_not_delivered = /** @type {(inputs: Account_Cancelled_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: not delivered`)
};

export const account_moved_fee_unchanged = /** @type {(inputs: Account_Moved_Fee_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved to the move address; its monthly fee is unchanged`)
};

export const account_swap_in_place = /** @type {(inputs: Account_Swap_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comes in place of the returned piece; first month billed on delivery`)
};

export const account_first_month_today = /** @type {(inputs: Account_First_Month_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First month charged today`)
};

export const account_assembly_amount = /** @type {(inputs: Account_Assembly_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assembly ${i?.amount}`)
};

export const account_pickup_cancelled_stays = /** @type {(inputs: Account_Pickup_Cancelled_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup cancelled: ${i?.name} stays with you`)
};

export const account_return_pickup_of = /** @type {(inputs: Account_Return_Pickup_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return pickup: ${i?.name}`)
};

export const account_move_fee = /** @type {(inputs: Account_Move_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move fee`)
};

export const account_products = /** @type {(inputs: Account_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

export const account_pickup_warehouse = /** @type {(inputs: Account_Pickup_WarehouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const account_free = /** @type {(inputs: Account_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const account_assembly = /** @type {(inputs: Account_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assembly`)
};

export const account_return_pickup = /** @type {(inputs: Account_Return_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return pickup`)
};

export const account_discount = /** @type {(inputs: Account_DiscountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discount`)
};

export const account_refunded = /** @type {(inputs: Account_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const account_monthly_unchanged = /** @type {(inputs: Account_Monthly_UnchangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly fees do not change: ${i?.amount} plus tax for the moved items, billed as before.`)
};

export const account_monthly_then = /** @type {(inputs: Account_Monthly_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Then ${i?.amount} plus tax for the monthly items, billed from a month after delivery.`)
};

export const account_crew_tips = /** @type {(inputs: Account_Crew_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew tips`)
};

export const account_tip_for_crew = /** @type {(inputs: Account_Tip_For_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip for the delivery crew:`)
};

export const account_tip_for_crew_card = /** @type {(inputs: Account_Tip_For_Crew_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip for the delivery crew charged to ${i?.card}:`)
};

export const account_tips_note = /** @type {(inputs: Account_Tips_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips go to the crew in full. They are charged apart from this order and are not taxed.`)
};

export const account_terms_return = /** @type {(inputs: Account_Terms_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment terms: the return fee is charged once, to the card on file, after the pickup.`)
};

export const account_terms_paid = /** @type {(inputs: Account_Terms_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment terms: paid in full at checkout.`)
};

export const account_terms_subscription = /** @type {(inputs: Account_Terms_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Later subscription fees are billed monthly to the card on file.`)
};

export const account_terms_questions = /** @type {(inputs: Account_Terms_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about this receipt? Call ${i?.phone} or write to ${i?.email} with your order number.`)
};

export const account_receipt_loading = /** @type {(inputs: Account_Receipt_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your receipt`)
};

export const account_receipt_confirming_title = /** @type {(inputs: Account_Receipt_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is being confirmed`)
};

export const account_receipt_confirming_text = /** @type {(inputs: Account_Receipt_Confirming_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are confirming the payment for order ${i?.number}. This page updates by itself: there is no need to pay again.`)
};

export const account_receipt_confirming_checking = /** @type {(inputs: Account_Receipt_Confirming_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking again in a few seconds`)
};

export const account_receipt_confirming_taxes = /** @type {(inputs: Account_Receipt_Confirming_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tax breakdown and the card charged show on the receipt once the order is confirmed.`)
};

export const account_receipt_confirming_total = /** @type {(inputs: Account_Receipt_Confirming_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order total, taxes included`)
};

export const account_all_receipts = /** @type {(inputs: Account_All_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All receipts`)
};

export const account_print_invoice = /** @type {(inputs: Account_Print_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print invoice`)
};

export const account_print_receipt = /** @type {(inputs: Account_Print_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print receipt`)
};

export const account_receipt_load_failed = /** @type {(inputs: Account_Receipt_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this receipt`)
};

export const account_receipt_not_found = /** @type {(inputs: Account_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this receipt`)
};

export const account_receipt_load_failed_text = /** @type {(inputs: Account_Receipt_Load_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is safe; only this page failed to load.`)
};

export const account_receipt_not_found_text = /** @type {(inputs: Account_Receipt_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may belong to another account, or the link is incomplete.`)
};

export const account_view_photos = /** @type {(inputs: Account_View_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View photos`)
};

export const account_add_photos = /** @type {(inputs: Account_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add or replace photos`)
};

export const account_receipt_title = /** @type {(inputs: Account_Receipt_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt ${i?.number}`)
};

export const account_invoice_title = /** @type {(inputs: Account_Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}`)
};

export const account_pickup_warehouse_name = /** @type {(inputs: Account_Pickup_Warehouse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot warehouse`)
};

export const account_monthly_parts = /** @type {(inputs: Account_Monthly_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} (${i?.fee} fee + ${i?.care} PivotCare)`)
};

export const account_product_ordered = /** @type {(inputs: Account_Product_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered`)
};

export const account_product_with_you = /** @type {(inputs: Account_Product_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With you`)
};

export const account_product_return_scheduled = /** @type {(inputs: Account_Product_Return_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return scheduled`)
};

export const account_product_returned = /** @type {(inputs: Account_Product_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned`)
};

export const account_product_bought_out = /** @type {(inputs: Account_Product_Bought_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought out`)
};

export const account_product_cancelled = /** @type {(inputs: Account_Product_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_product_yours = /** @type {(inputs: Account_Product_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

export const account_pay_subscription = /** @type {(inputs: Account_Pay_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const account_pay_subscription_charge = /** @type {(inputs: Account_Pay_Subscription_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscription, ${i?.charge}`)
};

export const account_pay_financing = /** @type {(inputs: Account_Pay_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financing`)
};

export const account_pay_financing_charge = /** @type {(inputs: Account_Pay_Financing_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financing, ${i?.count} monthly payments of ${i?.amount}`)
};

export const account_pay_rental = /** @type {(inputs: Account_Pay_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const account_pay_rental_charge = /** @type {(inputs: Account_Pay_Rental_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rental, ${i?.charge} until returned`)
};

export const account_pay_outright = /** @type {(inputs: Account_Pay_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought outright`)
};

export const account_left_paid_off = /** @type {(inputs: Account_Left_Paid_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} left until paid off`)
};

export const account_left_yours = /** @type {(inputs: Account_Left_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} left until it is yours`)
};

export const account_my_products_intro = /** @type {(inputs: Account_My_Products_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every piece you have with us, by address: how you pay for it, what is paid and what is left.`)
};

export const account_option_value = /** @type {(inputs: Account_Option_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.value}`)
};

export const account_arriving_on = /** @type {(inputs: Account_Arriving_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arriving on`)
};

export const account_since = /** @type {(inputs: Account_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Since`)
};

export const account_paid_so_far = /** @type {(inputs: Account_Paid_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid so far`)
};

export const account_left_until_paid_off = /** @type {(inputs: Account_Left_Until_Paid_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left until paid off`)
};

export const account_left_until_owned = /** @type {(inputs: Account_Left_Until_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left until owned`)
};

export const account_buyout_today = /** @type {(inputs: Account_Buyout_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buyout price today`)
};

export const account_next_payment = /** @type {(inputs: Account_Next_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next payment`)
};

export const account_next_payment_value = /** @type {(inputs: Account_Next_Payment_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} plus tax, ${i?.date}`)
};

export const account_no_furniture_title = /** @type {(inputs: Account_No_Furniture_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No furniture yet`)
};

export const account_no_furniture_text = /** @type {(inputs: Account_No_Furniture_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you subscribe to, finance, rent or buy shows here once it is ordered.`)
};

export const account_window_time = /** @type {(inputs: Account_Window_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}, ${i?.depot} time`)
};

export const account_item_times = /** @type {(inputs: Account_Item_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} × ${i?.quantity}`)
};

export const account_dstatus_scheduled = /** @type {(inputs: Account_Dstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const account_dstatus_on_its_way = /** @type {(inputs: Account_Dstatus_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On its way`)
};

export const account_dstatus_arrived = /** @type {(inputs: Account_Dstatus_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew arrived`)
};

export const account_dstatus_done = /** @type {(inputs: Account_Dstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const account_dstatus_cancelled = /** @type {(inputs: Account_Dstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_dstatus_picked_up = /** @type {(inputs: Account_Dstatus_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_dstatus_delivered = /** @type {(inputs: Account_Dstatus_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_delivery_not_found = /** @type {(inputs: Account_Delivery_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that delivery`)
};

export const account_see_your_deliveries = /** @type {(inputs: Account_See_Your_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your deliveries`)
};

export const account_booking_note_swap = /** @type {(inputs: Account_Booking_Note_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swap ${i?.number}: the crew brings the new piece and takes the old one on one visit. Moving or cancelling one half moves or cancels both.`)
};

export const account_booking_note_move = /** @type {(inputs: Account_Booking_Note_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number}: a pickup and a delivery, one booking. Moving or cancelling one moves or cancels both.`)
};

export const account_card_label_pickup = /** @type {(inputs: Account_Card_Label_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of ${i?.date}`)
};

export const account_card_label_delivery = /** @type {(inputs: Account_Card_Label_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of ${i?.date}`)
};

export const account_fact_window = /** @type {(inputs: Account_Fact_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

export const account_fact_items_pickup = /** @type {(inputs: Account_Fact_Items_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items to pick up`)
};

export const account_fact_order = /** @type {(inputs: Account_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const account_follow_pickup = /** @type {(inputs: Account_Follow_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this pickup`)
};

export const account_follow_delivery = /** @type {(inputs: Account_Follow_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow this delivery`)
};

export const account_notices_by_sms = /** @type {(inputs: Account_Notices_By_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices by text message.`)
};

export const account_notices_by_email = /** @type {(inputs: Account_Notices_By_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices by email.`)
};

export const account_change_notices_pickup = /** @type {(inputs: Account_Change_Notices_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change how you hear about the pickup of ${i?.date}`)
};

export const account_change_notices_delivery = /** @type {(inputs: Account_Change_Notices_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change how you hear about the delivery of ${i?.date}`)
};

export const account_change = /** @type {(inputs: Account_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const account_see_what_happened = /** @type {(inputs: Account_See_What_HappenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what happened`)
};

export const account_tip_crew_pickup = /** @type {(inputs: Account_Tip_Crew_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip the crew of the pickup of ${i?.date}`)
};

export const account_tip_crew_delivery = /** @type {(inputs: Account_Tip_Crew_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip the crew of the delivery of ${i?.date}`)
};

export const account_tip_the_crew = /** @type {(inputs: Account_Tip_The_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip the crew`)
};

export const account_deliveries_intro = /** @type {(inputs: Account_Deliveries_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your deliveries and pickups: when the crew comes, how you hear about it, and what you can change before the day.`)
};

export const account_upcoming = /** @type {(inputs: Account_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const account_nothing_scheduled_new = /** @type {(inputs: Account_Nothing_Scheduled_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is scheduled. New orders and returns show here.`)
};

export const account_past = /** @type {(inputs: Account_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

export const account_no_visit_yet = /** @type {(inputs: Account_No_Visit_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No delivery or pickup yet.`)
};

export const account_your_card = /** @type {(inputs: Account_Your_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your card`)
};

export const account_swap_cancelled_title = /** @type {(inputs: Account_Swap_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swap ${i?.number} cancelled`)
};

export const account_move_cancelled_title = /** @type {(inputs: Account_Move_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.number} cancelled`)
};

export const account_refunded_to_card = /** @type {(inputs: Account_Refunded_To_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is refunded to ${i?.card}.`)
};

export const account_refund_on_its_way = /** @type {(inputs: Account_Refund_On_Its_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund of ${i?.amount} to ${i?.card} is on its way; it shows on the receipt once the card processor has made it.`)
};

export const account_nothing_to_refund = /** @type {(inputs: Account_Nothing_To_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged, so there is nothing to refund.`)
};

export const account_see_the_receipt = /** @type {(inputs: Account_See_The_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the receipt`)
};

export const account_loading_windows = /** @type {(inputs: Account_Loading_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading open windows`)
};

export const account_windows_failed = /** @type {(inputs: Account_Windows_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the open windows`)
};

export const account_no_open_window = /** @type {(inputs: Account_No_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open window to move to`)
};

export const account_no_window_pickup = /** @type {(inputs: Account_No_Window_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every window of the next two weeks is full, or this pickup can no longer move. Call us and we will do what we can.`)
};

export const account_no_window_delivery = /** @type {(inputs: Account_No_Window_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every window of the next two weeks is full, or this delivery can no longer move. Call us and we will do what we can.`)
};

export const account_choose_window = /** @type {(inputs: Account_Choose_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a window.`)
};

export const account_day = /** @type {(inputs: Account_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const account_window_depot_time = /** @type {(inputs: Account_Window_Depot_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Window (${i?.depot} time)`)
};

export const account_slot_places_left = /** @type {(inputs: Account_Slot_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} place left`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label} · ${i?.count} places left`);
	return /** @type {LocalizedString} */ ("account_slot_places_left");
};

export const account_not_moved = /** @type {(inputs: Account_Not_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not moved`)
};

export const account_moving = /** @type {(inputs: Account_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving`)
};

export const account_move_it_here = /** @type {(inputs: Account_Move_It_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move it here`)
};

export const account_move_this_pickup = /** @type {(inputs: Account_Move_This_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move this pickup`)
};

export const account_move_this_delivery = /** @type {(inputs: Account_Move_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move this delivery`)
};

export const account_move_desc_swap = /** @type {(inputs: Account_Move_Desc_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. The swap’s other visit moves with it. Full windows are not shown.`)
};

export const account_move_desc_move = /** @type {(inputs: Account_Move_Desc_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. The move’s other visit moves with it. Full windows are not shown.`)
};

export const account_move_desc = /** @type {(inputs: Account_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another day and window. Full windows are not shown.`)
};

export const account_move_to_another_window = /** @type {(inputs: Account_Move_To_Another_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to another window`)
};

export const account_cancel_pickup_title = /** @type {(inputs: Account_Cancel_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this pickup?`)
};

export const account_cancel_pickup_desc = /** @type {(inputs: Account_Cancel_Pickup_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew will not come, and the items stay with you.`)
};

export const account_cancel_pickup = /** @type {(inputs: Account_Cancel_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel pickup`)
};

export const account_keep_pickup = /** @type {(inputs: Account_Keep_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the pickup`)
};

export const account_cancelling = /** @type {(inputs: Account_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling`)
};

export const account_not_cancelled = /** @type {(inputs: Account_Not_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not cancelled`)
};

export const account_swap_both_cancelled = /** @type {(inputs: Account_Swap_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Both halves of the visit are cancelled: the crew will not bring ${i?.coming} or take back ${i?.keeps}.`)
};

export const account_move_both_cancelled = /** @type {(inputs: Account_Move_Both_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Both visits are cancelled: the crew will not pick up ${i?.keeps} or deliver them to the new address.`)
};

export const account_stays_with_you = /** @type {(inputs: Account_Stays_With_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} stays with you`)
};

export const account_stays_where_it_is = /** @type {(inputs: Account_Stays_Where_It_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` where it is`)
};

export const account_at_monthly_as_before = /** @type {(inputs: Account_At_Monthly_As_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, at ${i?.amount} as before`)
};

export const account_what_you_get_back = /** @type {(inputs: Account_What_You_Get_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you get back`)
};

export const account_refund_swap = /** @type {(inputs: Account_Refund_SwapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refunded to ${i?.card}: the whole swap charge, tax included, because you cancel before ${i?.day}. The refund shows on the swap’s receipt; your bank may take a few business days to show it.`)
};

export const account_refund_move = /** @type {(inputs: Account_Refund_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`refunded to ${i?.card}: the whole move charge, tax included, because you cancel before ${i?.day}. The refund shows on the move’s receipt; your bank may take a few business days to show it.`)
};

export const account_its_day = /** @type {(inputs: Account_Its_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its day`)
};

export const account_nothing_charged_swap = /** @type {(inputs: Account_Nothing_Charged_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for this swap, so there is nothing to refund.`)
};

export const account_nothing_charged_move = /** @type {(inputs: Account_Nothing_Charged_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged for this move, so there is nothing to refund.`)
};

export const account_cancel_swap_title = /** @type {(inputs: Account_Cancel_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this swap?`)
};

export const account_cancel_move_title = /** @type {(inputs: Account_Cancel_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this move?`)
};

export const account_cancel_swap_desc = /** @type {(inputs: Account_Cancel_Swap_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A swap is one booking: its delivery and pickup are cancelled together.`)
};

export const account_cancel_move_desc = /** @type {(inputs: Account_Cancel_Move_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A move is one booking: its pickup and delivery are cancelled together.`)
};

export const account_cancel_swap = /** @type {(inputs: Account_Cancel_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel swap`)
};

export const account_cancel_move = /** @type {(inputs: Account_Cancel_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel move`)
};

export const account_keep_swap = /** @type {(inputs: Account_Keep_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the swap`)
};

export const account_keep_move = /** @type {(inputs: Account_Keep_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the move`)
};

export const account_cancel_and_refund = /** @type {(inputs: Account_Cancel_And_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel and refund ${i?.amount}`)
};

export const account_cancel_the_swap = /** @type {(inputs: Account_Cancel_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the swap`)
};

export const account_cancel_the_move = /** @type {(inputs: Account_Cancel_The_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the move`)
};

export const account_working_out_refund = /** @type {(inputs: Account_Working_Out_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working out your refund`)
};

export const account_cancel_preview_failed = /** @type {(inputs: Account_Cancel_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load what cancelling gives back`)
};

export const account_swap_cannot_cancel = /** @type {(inputs: Account_Swap_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This swap cannot be cancelled here`)
};

export const account_move_cannot_cancel = /** @type {(inputs: Account_Move_Cannot_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move cannot be cancelled here`)
};

export const account_pstatus_scheduled = /** @type {(inputs: Account_Pstatus_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const account_pstatus_done = /** @type {(inputs: Account_Pstatus_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const account_pstatus_cancelled = /** @type {(inputs: Account_Pstatus_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_stage_pickup_scheduled = /** @type {(inputs: Account_Stage_Pickup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

export const account_stage_delivery_scheduled = /** @type {(inputs: Account_Stage_Delivery_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery scheduled`)
};

export const account_stage_out_for_delivery = /** @type {(inputs: Account_Stage_Out_For_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out for delivery`)
};

export const account_stops_before_yours = /** @type {(inputs: Account_Stops_Before_YoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop before yours`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stops before yours`);
	return /** @type {LocalizedString} */ ("account_stops_before_yours");
};

export const account_stops_before_yours_plain = /** @type {(inputs: Account_Stops_Before_Yours_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stops before yours`)
};

export const account_stage_nearby = /** @type {(inputs: Account_Stage_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 minutes away`)
};

export const account_stage_arrived = /** @type {(inputs: Account_Stage_ArrivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew arrived`)
};

export const account_stage_picked_up = /** @type {(inputs: Account_Stage_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_stage_delivered = /** @type {(inputs: Account_Stage_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_stage_cancelled = /** @type {(inputs: Account_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const account_loading_map = /** @type {(inputs: Account_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the map`)
};

export const account_timeline = /** @type {(inputs: Account_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const account_now = /** @type {(inputs: Account_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (now)`)
};

export const account_booked = /** @type {(inputs: Account_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked ${i?.date}`)
};

export const account_pickup_was_cancelled = /** @type {(inputs: Account_Pickup_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pickup was cancelled`)
};

export const account_delivery_was_cancelled = /** @type {(inputs: Account_Delivery_Was_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This delivery was cancelled`)
};

export const account_crew_will_not_come = /** @type {(inputs: Account_Crew_Will_Not_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew will not come.`)
};

export const account_headline_picked_up = /** @type {(inputs: Account_Headline_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

export const account_headline_delivered = /** @type {(inputs: Account_Headline_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

export const account_crew_finished_pickup = /** @type {(inputs: Account_Crew_Finished_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The crew finished your pickup.`)
};

export const account_crew_finished_delivery = /** @type {(inputs: Account_Crew_Finished_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The crew finished your delivery.`)
};

export const account_crew_at_door = /** @type {(inputs: Account_Crew_At_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew is at your door`)
};

export const account_crew_with_you = /** @type {(inputs: Account_Crew_With_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are with you now.`)
};

export const account_pickup_on = /** @type {(inputs: Account_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup on ${i?.date}`)
};

export const account_delivery_on = /** @type {(inputs: Account_Delivery_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery on ${i?.date}`)
};

export const account_scheduled_detail = /** @type {(inputs: Account_Scheduled_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window}. We tell you when the crew sets out, and again 30 minutes before it arrives.`)
};

export const account_arriving_in = /** @type {(inputs: Account_Arriving_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Arriving in about ${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Arriving in about ${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("account_arriving_in");
};

export const account_crew_on_its_way = /** @type {(inputs: Account_Crew_On_Its_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew is on its way`)
};

export const account_around_time = /** @type {(inputs: Account_Around_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Around ${i?.time}, ${i?.depot} time.`)
};

export const account_map_of_crew = /** @type {(inputs: Account_Map_Of_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the crew and your address`)
};

export const account_crew_at_address = /** @type {(inputs: Account_Crew_At_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the crew is at your address`)
};

export const account_crew_km_away = /** @type {(inputs: Account_Crew_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the crew is ${i?.km} km away`)
};

export const account_map_label = /** @type {(inputs: Account_Map_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts}. ${i?.address}.`)
};

export const account_follow_your_delivery = /** @type {(inputs: Account_Follow_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your delivery`)
};

export const account_what_this_delivery = /** @type {(inputs: Account_What_This_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this delivery`)
};

export const account_progress = /** @type {(inputs: Account_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const account_after_delivery = /** @type {(inputs: Account_After_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After your delivery`)
};

export const account_picking_up = /** @type {(inputs: Account_Picking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picking up: `)
};

export const account_bringing = /** @type {(inputs: Account_BringingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringing: `)
};

export const account_order_notices_sms = /** @type {(inputs: Account_Order_Notices_SmsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}. Notices by text message.`)
};

export const account_order_notices_email = /** @type {(inputs: Account_Order_Notices_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}. Notices by email.`)
};

export const account_change_how_hear = /** @type {(inputs: Account_Change_How_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change how you hear about it`)
};

export const account_live_paused = /** @type {(inputs: Account_Live_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live updates paused`)
};

export const account_live_paused_text = /** @type {(inputs: Account_Live_Paused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We lost the live connection; this page checks again every 30 seconds.`)
};

export const account_map = /** @type {(inputs: Account_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map`)
};

export const account_no_crew_coming = /** @type {(inputs: Account_No_Crew_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No crew is coming.`)
};

export const account_crew_reached = /** @type {(inputs: Account_Crew_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew has reached your address.`)
};

export const account_map_shows_on = /** @type {(inputs: Account_Map_Shows_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The map shows the crew and its route once it sets out on ${i?.date}.`)
};

export const account_map_legend = /** @type {(inputs: Account_Map_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blue: the crew. Red: your address. White: stops before yours. Grey: the depot.`)
};

export const account_delivery_notices = /** @type {(inputs: Account_Delivery_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notices`)
};

export const account_how_hear_pickup = /** @type {(inputs: Account_How_Hear_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you hear about this pickup`)
};

export const account_how_hear_delivery = /** @type {(inputs: Account_How_Hear_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you hear about this delivery`)
};

export const account_notice_intro_pickup = /** @type {(inputs: Account_Notice_Intro_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup of ${i?.date}, ${i?.window}. We tell you when the crew is out for delivery and when it is 30 minutes away.`)
};

export const account_notice_intro_delivery = /** @type {(inputs: Account_Notice_Intro_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery of ${i?.date}, ${i?.window}. We tell you when the crew is out for delivery and when it is 30 minutes away.`)
};

export const account_send_notices_by = /** @type {(inputs: Account_Send_Notices_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send notices by`)
};

export const account_text_to_mobile = /** @type {(inputs: Account_Text_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message to your mobile`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const account_notices_hint = /** @type {(inputs: Account_Notices_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texts go to your confirmed mobile number; without one, we email you.`)
};

export const account_saved = /** @type {(inputs: Account_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

export const account_notices_go_pickup_sms = /** @type {(inputs: Account_Notices_Go_Pickup_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this pickup go by text message.`)
};

export const account_notices_go_pickup_email = /** @type {(inputs: Account_Notices_Go_Pickup_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this pickup go by email.`)
};

export const account_notices_go_delivery_sms = /** @type {(inputs: Account_Notices_Go_Delivery_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this delivery go by text message.`)
};

export const account_notices_go_delivery_email = /** @type {(inputs: Account_Notices_Go_Delivery_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notices for this delivery go by email.`)
};

export const account_saving = /** @type {(inputs: Account_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving`)
};

export const account_save = /** @type {(inputs: Account_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const account_back_to_deliveries = /** @type {(inputs: Account_Back_To_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to deliveries`)
};

export const account_card_declined_on = /** @type {(inputs: Account_Card_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined on ${i?.date}: ${i?.amount} is owed.`)
};

export const account_card_declined_owed = /** @type {(inputs: Account_Card_Declined_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card was declined: ${i?.amount} is owed.`)
};

export const account_declined = /** @type {(inputs: Account_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const account_declined_on = /** @type {(inputs: Account_Declined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Declined on ${i?.date}`)
};

export const account_paid_late_sentence = /** @type {(inputs: Account_Paid_Late_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, paid.`)
};

export const account_paid_late_on_sentence = /** @type {(inputs: Account_Paid_Late_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.declined}, paid on ${i?.date}.`)
};

export const account_charge_processing = /** @type {(inputs: Account_Charge_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The charge is being processed.`)
};

export const account_paid_with_credit_short = /** @type {(inputs: Account_Paid_With_Credit_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid with account credit.`)
};

export const account_charged_sentence = /** @type {(inputs: Account_Charged_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged.`)
};

export const account_charged_on_sentence = /** @type {(inputs: Account_Charged_On_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Charged on ${i?.date}.`)
};

export const account_bill_meta = /** @type {(inputs: Account_Bill_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} · ${i?.count} · ${i?.number}`)
};

export const account_incl_tax = /** @type {(inputs: Account_Incl_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incl. ${i?.amount} tax`)
};

export const account_view_bill = /** @type {(inputs: Account_View_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View bill`)
};

export const account_of_date = /** @type {(inputs: Account_Of_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.date}`)
};

export const account_billing_intro = /** @type {(inputs: Account_Billing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each month’s bill for each address, newest first: charged, declined or paid late. Open one to see or print it.`)
};

export const account_what_billing_history = /** @type {(inputs: Account_What_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your billing history`)
};

export const account_no_bills_title = /** @type {(inputs: Account_No_Bills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No monthly bills yet`)
};

export const account_no_bills_text = /** @type {(inputs: Account_No_Bills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your first monthly bill comes a month after your furniture is delivered.`)
};

export const account_see_upcoming_bill = /** @type {(inputs: Account_See_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the upcoming bill`)
};

export const account_bills_count = /** @type {(inputs: Account_Bills_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} bill`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} bills`);
	return /** @type {LocalizedString} */ ("account_bills_count");
};

export const account_monthly_bills = /** @type {(inputs: Account_Monthly_BillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly bills`)
};

export const account_billing_pages = /** @type {(inputs: Account_Billing_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history pages`)
};

export const account_no_bills_page = /** @type {(inputs: Account_No_Bills_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no bills on this page.`)
};

export const account_other_payments = /** @type {(inputs: Account_Other_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments of other kinds (orders, tips, refunds, credits) are in`)
};

export const account_your_receipts = /** @type {(inputs: Account_Your_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your receipts`)
};

export const account_card_declined_title = /** @type {(inputs: Account_Card_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was declined`)
};

export const account_card_declined_text = /** @type {(inputs: Account_Card_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} was declined for your last bill, which is still unpaid. This bill would go to the same card: put a new card on file and pay the overdue balance.`)
};

export const account_card_expires_title = /** @type {(inputs: Account_Card_Expires_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card expires before this bill`)
};

export const account_card_expires_text = /** @type {(inputs: Account_Card_Expires_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} expires before ${i?.date}. Put a new card on file so this bill can be paid.`)
};

export const account_card_word = /** @type {(inputs: Account_Card_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`card`)
};

export const account_no_card_title = /** @type {(inputs: Account_No_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card on file`)
};

export const account_no_card_text = /** @type {(inputs: Account_No_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card to charge this bill to. Put a card on file before the bill date.`)
};

export const account_go_payment_info = /** @type {(inputs: Account_Go_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to payment information`)
};

export const account_address_in = /** @type {(inputs: Account_Address_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An address in ${i?.province}`)
};

export const account_bill_of = /** @type {(inputs: Account_Bill_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bill of ${i?.date}`)
};

export const account_for_where = /** @type {(inputs: Account_For_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.where}`)
};

export const account_line_instalment = /** @type {(inputs: Account_Line_InstalmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, instalment (payment ${i?.period})`)
};

export const account_line_monthly_fee = /** @type {(inputs: Account_Line_Monthly_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, monthly fee (payment ${i?.period})`)
};

export const account_pivotcare_for = /** @type {(inputs: Account_Pivotcare_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare for ${i?.name}`)
};

export const account_credit_applied = /** @type {(inputs: Account_Credit_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account credit applied`)
};

export const account_to_be_charged_to = /** @type {(inputs: Account_To_Be_Charged_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To be charged to your ${i?.card}`)
};

export const account_to_pay_bill_date = /** @type {(inputs: Account_To_Pay_Bill_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To pay on the bill date`)
};

export const account_upcoming_intro = /** @type {(inputs: Account_Upcoming_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your next monthly bill for each address, as we will charge it to the card on file.`)
};

export const account_what_next_bill = /** @type {(inputs: Account_What_Next_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your next bill`)
};

export const account_no_bill_coming = /** @type {(inputs: Account_No_Bill_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bill coming up`)
};

export const account_no_bill_coming_text = /** @type {(inputs: Account_No_Bill_Coming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing you have is billed monthly any more, or your furniture is not delivered yet.`)
};

export const account_taxes_in_force = /** @type {(inputs: Account_Taxes_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes are those in force on the bill’s date. The card is`)
};

export const account_on_payment_info = /** @type {(inputs: Account_On_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on your payment information`)
};

export const account_past_bills_in = /** @type {(inputs: Account_Past_Bills_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Past bills are in your`)
};

export const account_billing_up_to_date = /** @type {(inputs: Account_Billing_Up_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: your billing is up to date`)
};

export const account_we_charged = /** @type {(inputs: Account_We_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We charged ${i?.amount} to the card on file.`)
};

export const account_receipt_in = /** @type {(inputs: Account_Receipt_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its receipt is in`)
};

export const account_bill_shows_paid = /** @type {(inputs: Account_Bill_Shows_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, and the bill shows as paid in your`)
};

export const account_bills_unpaid = /** @type {(inputs: Account_Bills_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A monthly bill is unpaid.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} monthly bills are unpaid.`);
	return /** @type {LocalizedString} */ ("account_bills_unpaid");
};

export const account_overdue_card_declined = /** @type {(inputs: Account_Overdue_Card_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} was declined for it: put a new card on file below, then pay.`)
};

export const account_overdue_pay_with = /** @type {(inputs: Account_Overdue_Pay_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now with your ${i?.card} on file.`)
};

export const account_overdue_put_card = /** @type {(inputs: Account_Overdue_Put_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a card on file below, then pay.`)
};

export const account_paying = /** @type {(inputs: Account_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying`)
};

export const account_pay_now = /** @type {(inputs: Account_Pay_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay now ${i?.amount}`)
};

export const account_no_card_on_file = /** @type {(inputs: Account_No_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card on file. Add one below: monthly bills are charged to it.`)
};

export const account_expired = /** @type {(inputs: Account_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const account_billing_address_label = /** @type {(inputs: Account_Billing_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address:`)
};

export const account_billing_address_none = /** @type {(inputs: Account_Billing_Address_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet (add an address)`)
};

export const account_card_now_on_file = /** @type {(inputs: Account_Card_Now_On_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.card} is now the card on file.`)
};

export const account_put_new_card = /** @type {(inputs: Account_Put_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a new card on file`)
};

export const account_card_processor_note = /** @type {(inputs: Account_Card_Processor_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your card goes straight to our payment processor; we never see or keep its number. It is checked with a ${i?.hold} hold that is released at once.`)
};

export const account_card_not_saved = /** @type {(inputs: Account_Card_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card was not saved`)
};

export const account_name_on_card = /** @type {(inputs: Account_Name_On_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name on card`)
};

export const account_card_number = /** @type {(inputs: Account_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card number`)
};

export const account_expiry = /** @type {(inputs: Account_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry (MM/YY)`)
};

export const account_expiry_placeholder = /** @type {(inputs: Account_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/YY`)
};

export const account_security_code = /** @type {(inputs: Account_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security code`)
};

export const account_billing_address = /** @type {(inputs: Account_Billing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing address`)
};

export const account_same_as_delivery = /** @type {(inputs: Account_Same_As_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as my delivery address`)
};

export const account_street_address = /** @type {(inputs: Account_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

export const account_unit_optional = /** @type {(inputs: Account_Unit_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit (optional)`)
};

export const account_city = /** @type {(inputs: Account_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

export const account_province_territory = /** @type {(inputs: Account_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province or territory`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

export const account_postal_code = /** @type {(inputs: Account_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

export const account_postal_placeholder = /** @type {(inputs: Account_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A1A 1A1`)
};

export const account_checking_card = /** @type {(inputs: Account_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the card`)
};

export const account_save_new_card = /** @type {(inputs: Account_Save_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the new card`)
};

export const account_payment_intro = /** @type {(inputs: Account_Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card your monthly bills are charged to, and any balance that is overdue.`)
};

export const account_what_payment_info = /** @type {(inputs: Account_What_Payment_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your payment information`)
};

export const account_card_on_file = /** @type {(inputs: Account_Card_On_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card on file`)
};

export const account_problem_card_name = /** @type {(inputs: Account_Problem_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the name on the card.`)
};

export const account_problem_card_number = /** @type {(inputs: Account_Problem_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the card number.`)
};

export const account_problem_expiry = /** @type {(inputs: Account_Problem_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the expiry as MM/YY.`)
};

export const account_problem_cvc = /** @type {(inputs: Account_Problem_CvcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 3 or 4 digit security code.`)
};

export const account_problem_first_name = /** @type {(inputs: Account_Problem_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a first name.`)
};

export const account_problem_last_name = /** @type {(inputs: Account_Problem_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a last name.`)
};

export const account_problem_street = /** @type {(inputs: Account_Problem_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the street address.`)
};

export const account_problem_city = /** @type {(inputs: Account_Problem_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the city.`)
};

export const account_problem_province = /** @type {(inputs: Account_Problem_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a province.`)
};

export const account_problem_province_territory = /** @type {(inputs: Account_Problem_Province_TerritoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the province or territory.`)
};

export const account_problem_postal = /** @type {(inputs: Account_Problem_PostalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a postal code.`)
};

export const account_problem_postal_the = /** @type {(inputs: Account_Problem_Postal_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the postal code.`)
};

export const account_problem_postal_format = /** @type {(inputs: Account_Problem_Postal_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Canadian postal code like A1A 1A1.`)
};

export const account_problem_phone = /** @type {(inputs: Account_Problem_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a 10-digit phone number, e.g. 416 555 0134.`)
};

export const account_problem_floor = /** @type {(inputs: Account_Problem_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the floor as a number.`)
};

export const account_problem_postal_province = /** @type {(inputs: Account_Problem_Postal_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A postal code starting with ${i?.letter} is in ${i?.provinces}. Check the postal code or the province.`)
};

export const account_please_sign_in = /** @type {(inputs: Account_Please_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const account_building_house = /** @type {(inputs: Account_Building_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const account_building_apartment = /** @type {(inputs: Account_Building_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apartment`)
};

export const account_building_condo = /** @type {(inputs: Account_Building_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const account_building_townhouse = /** @type {(inputs: Account_Building_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Townhouse`)
};

export const account_building_office = /** @type {(inputs: Account_Building_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const account_floor = /** @type {(inputs: Account_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`floor ${i?.floor}`)
};

export const account_elevator = /** @type {(inputs: Account_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elevator`)
};

export const account_loading_dock = /** @type {(inputs: Account_Loading_DockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loading dock`)
};

export const account_buzzer = /** @type {(inputs: Account_BuzzerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`buzzer ${i?.buzzer}`)
};

export const account_receiving = /** @type {(inputs: Account_ReceivingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`receiving ${i?.hours}`)
};

export const account_unit_name = /** @type {(inputs: Account_Unit_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.street}, unit ${i?.unit}`)
};

export const account_main_address = /** @type {(inputs: Account_Main_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main address`)
};

export const account_quoted = /** @type {(inputs: Account_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

export const account_no_furniture_here = /** @type {(inputs: Account_No_Furniture_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No furniture here now`)
};

export const account_products_here = /** @type {(inputs: Account_Products_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} product here`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} products here`);
	return /** @type {LocalizedString} */ ("account_products_here");
};

export const account_remove_address_title = /** @type {(inputs: Account_Remove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this address?`)
};

export const account_remove_address_text = /** @type {(inputs: Account_Remove_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It leaves your address book; past orders keep it.`)
};

export const account_removing_address = /** @type {(inputs: Account_Removing_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing the address`)
};

export const account_remove = /** @type {(inputs: Account_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const account_keep_it = /** @type {(inputs: Account_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const account_edit = /** @type {(inputs: Account_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const account_making_main = /** @type {(inputs: Account_Making_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making it the main address`)
};

export const account_make_main = /** @type {(inputs: Account_Make_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make main address`)
};

export const account_hidden_name = /** @type {(inputs: Account_Hidden_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.name}`)
};

export const account_add_address = /** @type {(inputs: Account_Add_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an address`)
};

export const account_what_addresses = /** @type {(inputs: Account_What_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your addresses`)
};

export const account_no_addresses = /** @type {(inputs: Account_No_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No addresses yet`)
};

export const account_no_addresses_text = /** @type {(inputs: Account_No_Addresses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the address we should deliver to; checkout offers it first.`)
};

export const account_your_addresses = /** @type {(inputs: Account_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your addresses`)
};

export const account_address_added = /** @type {(inputs: Account_Address_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address added.`)
};

export const account_address_saved = /** @type {(inputs: Account_Address_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address saved.`)
};

export const account_edit_address = /** @type {(inputs: Account_Edit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit address`)
};

export const account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const account_address_not_found = /** @type {(inputs: Account_Address_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that address`)
};

export const account_see_addresses = /** @type {(inputs: Account_See_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your addresses`)
};

export const account_address_not_found_text = /** @type {(inputs: Account_Address_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been removed, or the link is not for your account.`)
};

export const account_address_edit_intro = /** @type {(inputs: Account_Address_Edit_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything the crew needs to bring your furniture in: the unit, floor, elevator, buzzer and when someone can receive it.`)
};

export const account_what_the_address = /** @type {(inputs: Account_What_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the address`)
};

export const account_save_changes = /** @type {(inputs: Account_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const account_save_address = /** @type {(inputs: Account_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save address`)
};

export const account_edit_the_address = /** @type {(inputs: Account_Edit_The_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the address`)
};

export const account_new_delivery_address = /** @type {(inputs: Account_New_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New delivery address`)
};

export const account_choose_address = /** @type {(inputs: Account_Choose_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an address`)
};

export const account_billing_address_to_use = /** @type {(inputs: Account_Billing_Address_To_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The billing address to use.`)
};

export const account_where_should_go = /** @type {(inputs: Account_Where_Should_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where this should go.`)
};

export const account_add_first = /** @type {(inputs: Account_Add_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add one first, then come back to choose it.`)
};

export const account_use_this_address = /** @type {(inputs: Account_Use_This_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this address`)
};

export const account_profile_saved = /** @type {(inputs: Account_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details are saved.`)
};

export const account_your_details = /** @type {(inputs: Account_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details`)
};

export const account_first_name = /** @type {(inputs: Account_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const account_last_name = /** @type {(inputs: Account_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const account_mobile_phone = /** @type {(inputs: Account_Mobile_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile phone`)
};

export const account_phone_hint = /** @type {(inputs: Account_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Canadian number, like 416-555-0134.`)
};

export const account_verified_sentence = /** @type {(inputs: Account_Verified_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified.`)
};

export const account_verify_number = /** @type {(inputs: Account_Verify_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify this number`)
};

export const account_other_phone = /** @type {(inputs: Account_Other_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other phone`)
};

export const account_optional = /** @type {(inputs: Account_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const account_text_deliveries = /** @type {(inputs: Account_Text_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me about my deliveries`)
};

export const account_sent_to_mobile = /** @type {(inputs: Account_Sent_To_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to your mobile phone`)
};

export const account_email_news = /** @type {(inputs: Account_Email_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me news and offers`)
};

export const account_saving_details = /** @type {(inputs: Account_Saving_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your details`)
};

export const account_save_details = /** @type {(inputs: Account_Save_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save details`)
};

export const account_enter_new_email = /** @type {(inputs: Account_Enter_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new email address.`)
};

export const account_enter_password = /** @type {(inputs: Account_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password.`)
};

export const account_security_password = /** @type {(inputs: Account_Security_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, enter your password to change your email.`)
};

export const account_verified = /** @type {(inputs: Account_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const account_not_verified = /** @type {(inputs: Account_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified`)
};

export const account_check_inbox = /** @type {(inputs: Account_Check_InboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const account_sent_link_to = /** @type {(inputs: Account_Sent_Link_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a link to`)
};

export const account_finish_change = /** @type {(inputs: Account_Finish_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`. Open it to finish the change; until then you keep signing in with ${i?.email}.`)
};

export const account_change_your_email = /** @type {(inputs: Account_Change_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your email`)
};

export const account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

export const account_your_password = /** @type {(inputs: Account_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

export const account_sending_link = /** @type {(inputs: Account_Sending_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the link`)
};

export const account_send_confirmation = /** @type {(inputs: Account_Send_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a confirmation link`)
};

export const account_change_email = /** @type {(inputs: Account_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

export const account_verify_email = /** @type {(inputs: Account_Verify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your email`)
};

export const account_membership_subscription = /** @type {(inputs: Account_Membership_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription membership`)
};

export const account_membership_ownership = /** @type {(inputs: Account_Membership_OwnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership membership`)
};

export const account_profile_intro = /** @type {(inputs: Account_Profile_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, how we reach you, and what we send you.`)
};

export const account_what_profile = /** @type {(inputs: Account_What_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your profile`)
};

export const account_memberships = /** @type {(inputs: Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memberships`)
};

export const account_no_membership = /** @type {(inputs: Account_No_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No membership yet: it starts with your first subscription or purchase.`)
};

export const account_several_addresses = /** @type {(inputs: Account_Several_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · several addresses`)
};

export const account_referral_state_joined = /** @type {(inputs: Account_Referral_State_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

export const account_referral_state_ordered = /** @type {(inputs: Account_Referral_State_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered: your credit comes when it is delivered`)
};

export const account_referral_state_credited = /** @type {(inputs: Account_Referral_State_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered: you were credited`)
};

export const account_referral_intro = /** @type {(inputs: Account_Referral_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your link: a friend who signs up with it gets credit on their first order, and you earn credit when that order is delivered.`)
};

export const account_what_referrals = /** @type {(inputs: Account_What_ReferralsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your referrals`)
};

export const account_your_link = /** @type {(inputs: Account_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link`)
};

export const account_copy_link = /** @type {(inputs: Account_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy the link`)
};

export const account_copied = /** @type {(inputs: Account_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

export const account_copy_failed = /** @type {(inputs: Account_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the link and copy it.`)
};

export const account_referral_terms = /** @type {(inputs: Account_Referral_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your friend gets ${i?.welcome} off their first order; you get ${i?.reward} in credit once it is delivered. Credit is used first on your next order or monthly bill.`)
};

export const account_credit_earned = /** @type {(inputs: Account_Credit_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit earned by referring:`)
};

export const account_who_joined = /** @type {(inputs: Account_Who_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who joined`)
};

export const account_nobody_joined = /** @type {(inputs: Account_Nobody_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has signed up with your link yet.`)
};

export const account_badge_ordered = /** @type {(inputs: Account_Badge_OrderedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered`)
};

export const account_badge_joined = /** @type {(inputs: Account_Badge_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

export const account_joined_on = /** @type {(inputs: Account_Joined_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joined ${i?.date}.`)
};

export const account_problem_six_digits = /** @type {(inputs: Account_Problem_Six_DigitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the six digits of the code we texted you.`)
};

export const account_problem_other = /** @type {(inputs: Account_Problem_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const account_back_to_profile = /** @type {(inputs: Account_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Profile`)
};

export const account_my_account = /** @type {(inputs: Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const account_enter_your_code = /** @type {(inputs: Account_Enter_Your_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your code`)
};

export const account_six_digit_code = /** @type {(inputs: Account_Six_Digit_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six-digit code`)
};

export const account_works_until = /** @type {(inputs: Account_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It works until ${i?.time}`)
};

export const account_checking_code = /** @type {(inputs: Account_Checking_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the code`)
};

export const account_verify = /** @type {(inputs: Account_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

export const account_send_new_code = /** @type {(inputs: Account_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new code`)
};

export const account_verify_mobile_title = /** @type {(inputs: Account_Verify_Mobile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your mobile number`)
};

export const account_verify_mobile_short = /** @type {(inputs: Account_Verify_Mobile_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your mobile`)
};

export const account_loading = /** @type {(inputs: Account_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const account_page_load_failed = /** @type {(inputs: Account_Page_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this page`)
};

export const account_no_email_address = /** @type {(inputs: Account_No_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has no email address.`)
};

export const account_add_mobile_first = /** @type {(inputs: Account_Add_Mobile_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number to your profile first; the code is texted to it.`)
};

export const account_add_mobile = /** @type {(inputs: Account_Add_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a mobile number`)
};

export const account_sent_confirmation_to = /** @type {(inputs: Account_Sent_Confirmation_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a confirmation link to`)
};

export const account_open_link_once = /** @type {(inputs: Account_Open_Link_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Open it to confirm your address; the link works once.`)
};

export const account_opened_link = /** @type {(inputs: Account_Opened_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I opened the link`)
};

export const account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another address`)
};

export const account_will_text_code = /** @type {(inputs: Account_Will_Text_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will text a six-digit code to`)
};

export const account_works_ten_minutes = /** @type {(inputs: Account_Works_Ten_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. It works for 10 minutes.`)
};

export const account_sending_code = /** @type {(inputs: Account_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the code`)
};

export const account_text_me_code = /** @type {(inputs: Account_Text_Me_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me a code`)
};

export const account_enter_code_texted = /** @type {(inputs: Account_Enter_Code_TextedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code we texted to`)
};

export const account_code_expired = /** @type {(inputs: Account_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired`)
};

export const account_code_expired_text = /** @type {(inputs: Account_Code_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes work for 10 minutes. Ask for a new one.`)
};

export const account_too_many_codes = /** @type {(inputs: Account_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes`)
};

export const account_locked = /** @type {(inputs: Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, verification is locked`)
};

export const account_until = /** @type {(inputs: Account_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`until`)
};

export const account_ask_new_code_then = /** @type {(inputs: Account_Ask_New_Code_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; you can ask for a new code then.`)
};

export const account_email_verified = /** @type {(inputs: Account_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email is verified`)
};

export const account_mobile_verified = /** @type {(inputs: Account_Mobile_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mobile number is verified`)
};

export const account_is_confirmed = /** @type {(inputs: Account_Is_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` is confirmed.`)
};

export const account_delivery_texts_go = /** @type {(inputs: Account_Delivery_Texts_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Delivery texts can go to it.`)
};

export const account_brand = /** @type {(inputs: Account_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture`)
};

export const flows_my_account = /** @type {(inputs: Flows_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const flows_receipts = /** @type {(inputs: Flows_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const flows_contact_us = /** @type {(inputs: Flows_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const flows_try_again = /** @type {(inputs: Flows_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const flows_loading = /** @type {(inputs: Flows_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const flows_view_receipt = /** @type {(inputs: Flows_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the receipt`)
};

export const flows_checking_card = /** @type {(inputs: Flows_Checking_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the card`)
};

export const flows_something_wrong = /** @type {(inputs: Flows_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const flows_buyout_title = /** @type {(inputs: Flows_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy out your furniture`)
};

export const flows_buyout_pay_title = /** @type {(inputs: Flows_Buyout_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for your buyout`)
};

export const flows_buyout_kind_subscription = /** @type {(inputs: Flows_Buyout_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const flows_buyout_kind_financing = /** @type {(inputs: Flows_Buyout_Kind_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financing`)
};

export const flows_buyout_kind_rental = /** @type {(inputs: Flows_Buyout_Kind_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental`)
};

export const flows_buyout_monthly_now = /** @type {(inputs: Flows_Buyout_Monthly_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.charge}; billing stops once it is yours`)
};

export const flows_buyout_pay_overdue = /** @type {(inputs: Flows_Buyout_Pay_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the overdue balance`)
};

export const flows_buyout_fee = /** @type {(inputs: Flows_Buyout_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ ${i?.fee} fee`)
};

export const flows_buyout_quote_subtotal = /** @type {(inputs: Flows_Buyout_Quote_SubtotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Buyout of ${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Buyout of ${i?.count} items`);
	return /** @type {LocalizedString} */ ("flows_buyout_quote_subtotal");
};

export const flows_buyout_total_today = /** @type {(inputs: Flows_Buyout_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total charged today`)
};

export const flows_buyout_items_count = /** @type {(inputs: Flows_Buyout_Items_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} items`);
	return /** @type {LocalizedString} */ ("flows_buyout_items_count");
};

export const flows_buyout_intro = /** @type {(inputs: Flows_Buyout_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep what you love: pay the rest of its value once, and it is yours. What you have paid counts toward the price; monthly billing of the item stops at once.`)
};

export const flows_buyout_items_legend = /** @type {(inputs: Flows_Buyout_Items_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items you can buy out`)
};

export const flows_buyout_next_step_tax = /** @type {(inputs: Flows_Buyout_Next_Step_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next step shows the total with the sales tax of the item's province before you pay.`)
};

export const flows_buyout_continue = /** @type {(inputs: Flows_Buyout_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to payment`)
};

export const flows_buyout_continue_hint = /** @type {(inputs: Flows_Buyout_Continue_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to continue.`)
};

export const flows_buyout_nothing_chosen = /** @type {(inputs: Flows_Buyout_Nothing_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to buy out.`)
};

export const flows_buyout_items_to_buy = /** @type {(inputs: Flows_Buyout_Items_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items to buy out`)
};

export const flows_buyout_quoting = /** @type {(inputs: Flows_Buyout_QuotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working out the total with tax`)
};

export const flows_buyout_quote_failed = /** @type {(inputs: Flows_Buyout_Quote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price this buyout`)
};

export const flows_buyout_pay_with = /** @type {(inputs: Flows_Buyout_Pay_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay with`)
};

export const flows_buyout_paying = /** @type {(inputs: Flows_Buyout_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying`)
};

export const flows_buyout_pay_amount = /** @type {(inputs: Flows_Buyout_Pay_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount}`)
};

export const flows_buyout_pay = /** @type {(inputs: Flows_Buyout_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

export const flows_buyout_change_items = /** @type {(inputs: Flows_Buyout_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change items`)
};

export const flows_buyout_load_failed = /** @type {(inputs: Flows_Buyout_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your items`)
};

export const flows_buyout_nothing_intro = /** @type {(inputs: Flows_Buyout_Nothing_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to buy out right now. Subscriptions, financing and rentals can be bought out once delivered; final-sale and repaired items cannot.`)
};

export const flows_buyout_back_to_account = /** @type {(inputs: Flows_Buyout_Back_To_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Account`)
};

export const flows_buyout_paid_title = /** @type {(inputs: Flows_Buyout_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It's yours`)
};

export const flows_buyout_paid_charged = /** @type {(inputs: Flows_Buyout_Paid_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We charged`)
};

export const flows_buyout_paid_for = /** @type {(inputs: Flows_Buyout_Paid_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for buyout`)
};

export const flows_buyout_paid_rest = /** @type {(inputs: Flows_Buyout_Paid_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items are yours and their monthly billing has stopped.`)
};

export const flows_buyout_fees = /** @type {(inputs: Flows_Buyout_FeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} month paid at ${i?.fee}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} months paid at ${i?.fee}`);
	return /** @type {LocalizedString} */ ("flows_buyout_fees");
};

export const flows_buyout_paid_full = /** @type {(inputs: Flows_Buyout_Paid_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} paid toward it (${i?.fees})`)
};

export const flows_buyout_paid_credit = /** @type {(inputs: Flows_Buyout_Paid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.paid} counted toward it (${i?.percent}% of ${i?.fees}: rent counts half)`)
};

export const flows_buyout_basis_retail = /** @type {(inputs: Flows_Buyout_Basis_RetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retail value ${i?.retail}. Nothing has been paid toward it yet, so the price is its retail value: ${i?.amount}.`)
};

export const flows_buyout_basis_less_paid = /** @type {(inputs: Flows_Buyout_Basis_Less_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retail value ${i?.retail} less ${i?.paid} = ${i?.amount}.`)
};

export const flows_buyout_basis_payments_left = /** @type {(inputs: Flows_Buyout_Basis_Payments_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Retail value ${i?.retail} less ${i?.paid} would be ${i?.lessPaid}, but only one payment of ${i?.fee} is left before it is yours anyway, so you pay that: ${i?.amount}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Retail value ${i?.retail} less ${i?.paid} would be ${i?.lessPaid}, but only ${i?.count} payments of ${i?.fee} are left before it is yours anyway, so you pay that: ${i?.amount}.`);
	return /** @type {LocalizedString} */ ("flows_buyout_basis_payments_left");
};

export const flows_buyout_basis_floor = /** @type {(inputs: Flows_Buyout_Basis_FloorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retail value ${i?.retail} less ${i?.paid} falls below the lowest buyout price, 10% of the retail value: ${i?.amount}.`)
};

export const flows_buyout_unpaid = /** @type {(inputs: Flows_Buyout_UnpaidInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A monthly bill for it was declined and is not paid: only paid months count toward the price. Pay the overdue balance first; that month then counts${i?.credit}, and it can be bought out.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} monthly bills for it were declined and are not paid: only paid months count toward the price. Pay the overdue balance first; those months then count${i?.credit}, and it can be bought out.`);
	return /** @type {LocalizedString} */ ("flows_buyout_unpaid");
};

export const flows_buyout_unpaid_credit = /** @type {(inputs: Flows_Buyout_Unpaid_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, taking ${i?.amount} off`)
};

export const flows_partner_confirmed_title = /** @type {(inputs: Flows_Partner_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is confirmed`)
};

export const flows_partner_billing_details = /** @type {(inputs: Flows_Partner_Billing_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing details`)
};

export const flows_partner_delivery_address = /** @type {(inputs: Flows_Partner_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery address`)
};

export const flows_partner_window_morning = /** @type {(inputs: Flows_Partner_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`morning (9 am to noon)`)
};

export const flows_partner_window_afternoon = /** @type {(inputs: Flows_Partner_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`afternoon (noon to 5 pm)`)
};

export const flows_partner_window_evening = /** @type {(inputs: Flows_Partner_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`evening (5 to 9 pm)`)
};

export const flows_partner_window_anytime = /** @type {(inputs: Flows_Partner_Window_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time of day`)
};

export const flows_partner_day_window = /** @type {(inputs: Flows_Partner_Day_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.window}`)
};

export const flows_partner_showroom_will_call = /** @type {(inputs: Flows_Partner_Showroom_Will_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The showroom will call you to choose a day.`)
};

export const flows_partner_showroom_order = /** @type {(inputs: Flows_Partner_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your showroom order`)
};

export const flows_partner_order_line = /** @type {(inputs: Flows_Partner_Order_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · order ${i?.number}`)
};

export const flows_partner_order_line_receipt = /** @type {(inputs: Flows_Partner_Order_Line_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} · showroom receipt ${i?.reference} · order ${i?.number}`)
};

export const flows_partner_pieces = /** @type {(inputs: Flows_Partner_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces on the order`)
};

export const flows_partner_per_month = /** @type {(inputs: Flows_Partner_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/month`)
};

export const flows_partner_term_plan = /** @type {(inputs: Flows_Partner_Term_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months}-month plan`)
};

export const flows_partner_monthly_plan = /** @type {(inputs: Flows_Partner_Monthly_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly plan`)
};

export const flows_partner_paid_at_store = /** @type {(inputs: Flows_Partner_Paid_At_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid at the showroom (first month, with tax)`)
};

export const flows_partner_then_monthly = /** @type {(inputs: Flows_Partner_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then each month, plus tax`)
};

export const flows_partner_delivery = /** @type {(inputs: Flows_Partner_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

export const flows_partner_step = /** @type {(inputs: Flows_Partner_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 2`)
};

export const flows_partner_address_title = /** @type {(inputs: Flows_Partner_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where should we deliver?`)
};

export const flows_partner_address_intro = /** @type {(inputs: Flows_Partner_Address_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.store} rang up your order. Tell us where our crew brings it, and what they should know to get it inside.`)
};

export const flows_partner_address_given = /** @type {(inputs: Flows_Partner_Address_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address given`)
};

export const flows_partner_address_given_text = /** @type {(inputs: Flows_Partner_Address_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.address}. Send the form again to change it, or`)
};

export const flows_partner_continue_billing_link = /** @type {(inputs: Flows_Partner_Continue_Billing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`continue to billing`)
};

export const flows_partner_continue_billing = /** @type {(inputs: Flows_Partner_Continue_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to billing`)
};

export const flows_partner_billing_title = /** @type {(inputs: Flows_Partner_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How will you pay each month?`)
};

export const flows_partner_billing_intro = /** @type {(inputs: Flows_Partner_Billing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your first month was paid at the showroom. From a month after delivery, the monthly payment is charged to this card. We check it with a ${i?.hold} hold that is released at once.`)
};

export const flows_partner_charge = /** @type {(inputs: Flows_Partner_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

export const flows_partner_confirming = /** @type {(inputs: Flows_Partner_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming`)
};

export const flows_partner_confirm = /** @type {(inputs: Flows_Partner_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my order`)
};

export const flows_partner_change_address = /** @type {(inputs: Flows_Partner_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the address`)
};

export const flows_partner_load_failed = /** @type {(inputs: Flows_Partner_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your order`)
};

export const flows_partner_no_order_title = /** @type {(inputs: Flows_Partner_No_Order_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no showroom order to complete`)
};

export const flows_partner_no_order_text = /** @type {(inputs: Flows_Partner_No_Order_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a partner showroom orders for you, the order waits here for the delivery address and billing details. Your other orders are in your account.`)
};

export const flows_partner_done_on = /** @type {(inputs: Flows_Partner_Done_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will deliver it on ${i?.when}, and email you the day before.`)
};

export const flows_partner_done_showroom_day = /** @type {(inputs: Flows_Partner_Done_Showroom_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will deliver it on the day the showroom calls you about, and email you the day before.`)
};

export const flows_partner_delivering_to = /** @type {(inputs: Flows_Partner_Delivering_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivering to ${i?.address}.`)
};

export const flows_tip_heading = /** @type {(inputs: Flows_Tip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip your crew`)
};

export const flows_tip_not_done = /** @type {(inputs: Flows_Tip_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can tip the crew once your delivery is done.`)
};

export const flows_tip_thanks_title = /** @type {(inputs: Flows_Tip_Thanks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for tipping the crew`)
};

export const flows_tip_thanks_amount = /** @type {(inputs: Flows_Tip_Thanks_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.amount} tip goes to the crew in full. It shows on the order’s receipt.`)
};

export const flows_tip_thanks = /** @type {(inputs: Flows_Tip_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tip goes to the crew in full. It shows on the order’s receipt.`)
};

export const flows_tip_load_failed = /** @type {(inputs: Flows_Tip_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the tip amounts`)
};

export const flows_tip_loading = /** @type {(inputs: Flows_Tip_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tip amounts`)
};

export const flows_tip_paid_title = /** @type {(inputs: Flows_Tip_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your tip is on its way to the crew`)
};

export const flows_tip_paid_text = /** @type {(inputs: Flows_Tip_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We charged ${i?.amount} to your card on file. The tip goes to the crew in full and shows on the order’s receipt.`)
};

export const flows_tip_intro = /** @type {(inputs: Flows_Tip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Happy with your delivery? Every dollar goes to the crew who brought it. We charge your card on file.`)
};

export const flows_tip_amount_group = /** @type {(inputs: Flows_Tip_Amount_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip amount`)
};

export const flows_tip_other_amount = /** @type {(inputs: Flows_Tip_Other_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other amount`)
};

export const flows_tip_your_amount = /** @type {(inputs: Flows_Tip_Your_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your amount`)
};

export const flows_tip_amount_range = /** @type {(inputs: Flows_Tip_Amount_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.minimum} to ${i?.maximum}.`)
};

export const flows_tip_note_label = /** @type {(inputs: Flows_Tip_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note for the crew (optional)`)
};

export const flows_tip_note_count = /** @type {(inputs: Flows_Tip_Note_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} characters.`)
};

export const flows_tip_declined_title = /** @type {(inputs: Flows_Tip_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card was not charged`)
};

export const flows_tip_update_card = /** @type {(inputs: Flows_Tip_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your card`)
};

export const flows_tip_change_amount = /** @type {(inputs: Flows_Tip_Change_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the amount`)
};

export const flows_tip_failed_title = /** @type {(inputs: Flows_Tip_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your tip`)
};

export const flows_tip_charging = /** @type {(inputs: Flows_Tip_ChargingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charging your card`)
};

export const flows_tip_amount_button = /** @type {(inputs: Flows_Tip_Amount_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.amount}`)
};

export const flows_tip_button = /** @type {(inputs: Flows_Tip_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip the crew`)
};

export const flows_tip_error_empty = /** @type {(inputs: Flows_Tip_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount or choose one above.`)
};

export const flows_tip_error_not_dollars = /** @type {(inputs: Flows_Tip_Error_Not_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the tip in dollars, like 15 or 12.50.`)
};

export const flows_tip_error_not_positive = /** @type {(inputs: Flows_Tip_Error_Not_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a tip greater than $0.`)
};

export const flows_tip_error_too_precise = /** @type {(inputs: Flows_Tip_Error_Too_PreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most two decimals (dollars and cents).`)
};

export const flows_tip_error_below_minimum = /** @type {(inputs: Flows_Tip_Error_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The smallest tip is ${i?.amount}.`)
};

export const flows_tip_error_above_maximum = /** @type {(inputs: Flows_Tip_Error_Above_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The largest tip we can take online is ${i?.amount}.`)
};

export const flows_tip_error_note_too_long = /** @type {(inputs: Flows_Tip_Error_Note_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep the note to ${i?.max} characters.`)
};

export const flows_review_rating_poor = /** @type {(inputs: Flows_Review_Rating_PoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poor`)
};

export const flows_review_rating_fair = /** @type {(inputs: Flows_Review_Rating_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

export const flows_review_rating_good = /** @type {(inputs: Flows_Review_Rating_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

export const flows_review_rating_very_good = /** @type {(inputs: Flows_Review_Rating_Very_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very good`)
};

export const flows_review_rating_excellent = /** @type {(inputs: Flows_Review_Rating_ExcellentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excellent`)
};

export const flows_review_error_rating = /** @type {(inputs: Flows_Review_Error_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a rating from 1 to 5 stars.`)
};

export const flows_review_error_short = /** @type {(inputs: Flows_Review_Error_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell other shoppers a little more: at least ${i?.min} characters.`)
};

export const flows_review_error_long = /** @type {(inputs: Flows_Review_Error_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep your review to ${i?.max} characters (it has ${i?.count}).`)
};

export const flows_review_error_markup = /** @type {(inputs: Flows_Review_Error_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews are plain text: remove the HTML tags (anything between < and >).`)
};

export const flows_review_your_rating = /** @type {(inputs: Flows_Review_Your_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rating`)
};

export const flows_review_star_label = /** @type {(inputs: Flows_Review_Star_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star, ${i?.word}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} stars, ${i?.word}`);
	return /** @type {LocalizedString} */ ("flows_review_star_label");
};

export const flows_review_rating_hint = /** @type {(inputs: Flows_Review_Rating_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose 1 to 5 stars.`)
};

export const flows_review_rating_chosen = /** @type {(inputs: Flows_Review_Rating_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} of 5: ${i?.word}.`)
};

export const flows_review_edit_title = /** @type {(inputs: Flows_Review_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your review`)
};

export const flows_review_write_title = /** @type {(inputs: Flows_Review_Write_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a review`)
};

export const flows_review_loading_product = /** @type {(inputs: Flows_Review_Loading_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your product`)
};

export const flows_review_load_product_failed = /** @type {(inputs: Flows_Review_Load_Product_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load this product`)
};

export const flows_review_nothing_changed = /** @type {(inputs: Flows_Review_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was changed. Check your connection and try again.`)
};

export const flows_review_cannot_review = /** @type {(inputs: Flows_Review_Cannot_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product can’t be reviewed here`)
};

export const flows_review_see_products = /** @type {(inputs: Flows_Review_See_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your products`)
};

export const flows_review_not_found = /** @type {(inputs: Flows_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can’t find that item in your account.`)
};

export const flows_review_delivered = /** @type {(inputs: Flows_Review_DeliveredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivered ${i?.date}`)
};

export const flows_review_published_title = /** @type {(inputs: Flows_Review_Published_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your review is published`)
};

export const flows_review_published_text = /** @type {(inputs: Flows_Review_Published_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It shows on the product page now. You can edit it any time.`)
};

export const flows_review_see_on_product = /** @type {(inputs: Flows_Review_See_On_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See it on the product page`)
};

export const flows_review_another = /** @type {(inputs: Flows_Review_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review another product`)
};

export const flows_review_not_saved = /** @type {(inputs: Flows_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review was not saved`)
};

export const flows_review_your_review = /** @type {(inputs: Flows_Review_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

export const flows_review_text_hint = /** @type {(inputs: Flows_Review_Text_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plain text, ${i?.min} to ${i?.max} characters (${i?.count} now). Shown with your first name and last initial.`)
};

export const flows_review_saving = /** @type {(inputs: Flows_Review_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your review`)
};

export const flows_review_save_changes = /** @type {(inputs: Flows_Review_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const flows_review_publish = /** @type {(inputs: Flows_Review_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish review`)
};

export const flows_review_cancel = /** @type {(inputs: Flows_Review_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const flows_review_returned_since = /** @type {(inputs: Flows_Review_Returned_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · returned since`)
};

export const flows_review_reviewed = /** @type {(inputs: Flows_Review_ReviewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reviewed ${i?.date}`)
};

export const flows_review_edited = /** @type {(inputs: Flows_Review_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · edited`)
};

export const flows_review_edit = /** @type {(inputs: Flows_Review_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit review`)
};

export const flows_review_write = /** @type {(inputs: Flows_Review_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write review`)
};

export const flows_review_of_item = /** @type {(inputs: Flows_Review_Of_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.name}`)
};

export const flows_review_see_product_page = /** @type {(inputs: Flows_Review_See_Product_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the product page`)
};

export const flows_review_list_title = /** @type {(inputs: Flows_Review_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product reviews`)
};

export const flows_review_list_intro = /** @type {(inputs: Flows_Review_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell other shoppers about the pieces we delivered to you, newest first.`)
};

export const flows_review_loading_products = /** @type {(inputs: Flows_Review_Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your products`)
};

export const flows_review_load_products_failed = /** @type {(inputs: Flows_Review_Load_Products_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your products`)
};

export const flows_review_trying_again = /** @type {(inputs: Flows_Review_Trying_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trying again`)
};

export const flows_review_nothing_title = /** @type {(inputs: Flows_Review_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to review yet`)
};

export const flows_review_browse = /** @type {(inputs: Flows_Review_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse furniture`)
};

export const flows_review_nothing_text = /** @type {(inputs: Flows_Review_Nothing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once a piece is delivered to you, you can review it here.`)
};

export const flows_review_all_done = /** @type {(inputs: Flows_Review_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have reviewed every piece. Thank you!`)
};

export const flows_review_waiting = /** @type {(inputs: Flows_Review_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} piece waits for your review.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pieces wait for your review.`);
	return /** @type {LocalizedString} */ ("flows_review_waiting");
};

export const flows_review_delivered_products = /** @type {(inputs: Flows_Review_Delivered_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered products`)
};

export const content_last_updated = /** @type {(inputs: Content_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.date}`)
};

export const content_terms_title = /** @type {(inputs: Content_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

export const content_terms_lead = /** @type {(inputs: Content_Terms_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms cover your use of the Pivot website. The agreement you accept at checkout covers the furniture itself.`)
};

export const content_terms_s_agreement = /** @type {(inputs: Content_Terms_S_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Using this site`)
};

export const content_terms_s_eligibility = /** @type {(inputs: Content_Terms_S_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who can order`)
};

export const content_terms_s_account = /** @type {(inputs: Content_Terms_S_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const content_terms_s_prices = /** @type {(inputs: Content_Terms_S_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices, taxes and errors`)
};

export const content_terms_s_orders = /** @type {(inputs: Content_Terms_S_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders and availability`)
};

export const content_terms_s_agreements = /** @type {(inputs: Content_Terms_S_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your furniture agreement`)
};

export const content_terms_s_conduct = /** @type {(inputs: Content_Terms_S_ConductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceptable use`)
};

export const content_terms_s_content = /** @type {(inputs: Content_Terms_S_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our content and yours`)
};

export const content_terms_s_liability = /** @type {(inputs: Content_Terms_S_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits of our responsibility`)
};

export const content_terms_s_law = /** @type {(inputs: Content_Terms_S_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Governing law`)
};

export const content_terms_s_changes = /** @type {(inputs: Content_Terms_S_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to these terms`)
};

export const content_terms_agreement = /** @type {(inputs: Content_Terms_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site is operated by Pivot Furniture Inc. By using it you accept these terms and our <privacy>privacy policy</privacy>. If you do not accept them, please do not use the site.`)
};

export const content_terms_eligibility = /** @type {(inputs: Content_Terms_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To place an order you must have reached the age of majority in your province or territory and have a delivery address within our delivery area in Canada (or, for liquidation sale orders, be able to pick up at our warehouse).`)
};

export const content_terms_account = /** @type {(inputs: Content_Terms_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed through your account unless you report unauthorized use promptly. We may suspend an account used for fraud or in breach of these terms.`)
};

export const content_terms_prices_cad = /** @type {(inputs: Content_Terms_Prices_CadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All prices are in Canadian dollars.`)
};

export const content_terms_prices_tax = /** @type {(inputs: Content_Terms_Prices_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sales taxes are added by the province of delivery (or of pickup, for liquidation orders) and shown before you pay.`)
};

export const content_terms_prices_errors = /** @type {(inputs: Content_Terms_Prices_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price in your cart is calculated by our systems when you check out, and that is the price you pay. If a price is clearly wrong because of an error, we will tell you before we charge you and you may cancel at no cost.`)
};

export const content_terms_orders = /** @type {(inputs: Content_Terms_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is accepted when we send the confirmation email. Availability and delivery dates shown on the site are estimates for your chosen city; if something is no longer available, we will offer you a comparable piece or a full refund of what you paid for it.`)
};

export const content_terms_agreements = /** @type {(inputs: Content_Terms_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each order is governed by the subscription, rental or ownership agreement you accept at checkout. A plain-language summary of each is on our <contract>agreements page</contract>. If these terms and your agreement differ, your agreement applies.`)
};

export const content_terms_conduct = /** @type {(inputs: Content_Terms_ConductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please do not misuse the site: no attempts to break its security, to overload it, to collect other customers’ information, or to place orders you do not intend to honour. Automated access is allowed only to the extent our robots file permits.`)
};

export const content_terms_content = /** @type {(inputs: Content_Terms_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photographs, text, product designs and the Pivot name belong to us or our suppliers; you may view and share them for personal, non-commercial use. When you post a review or a photo, you let us show it on our site and in our marketing, with your first name and city. We may decline or remove content that is abusive, off-topic or not about the product.`)
};

export const content_terms_liability = /** @type {(inputs: Content_Terms_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We work to keep the site accurate and available but cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are not responsible for indirect losses arising from your use of the site. Nothing in these terms limits the rights you have under the consumer protection laws of your province or territory.`)
};

export const content_terms_law = /** @type {(inputs: Content_Terms_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms are governed by the laws of Ontario and the federal laws of Canada that apply there, except where the consumer protection laws of your province give you the right to rely on them instead.`)
};

export const content_terms_changes = /** @type {(inputs: Content_Terms_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We may update these terms; the version in force when you place an order applies to that order. Questions? Write to <email>${i?.email}</email>.`)
};

export const content_sale_title = /** @type {(inputs: Content_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liquidation sale policy`)
};

export const content_sale_effective = /** @type {(inputs: Content_Sale_EffectiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effective January 15, 2025, until the sale ends`)
};

export const content_sale_lead = /** @type {(inputs: Content_Sale_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our final liquidation sale takes 85% off the retail price of every piece we have left. Please read these terms before you order: sale orders work differently from our usual service.`)
};

export const content_sale_short = /** @type {(inputs: Content_Sale_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>In short:</b> 85% off, all sales are final, and every order is picked up by you at our warehouse in Mississauga, Ontario. We do not deliver or assemble sale orders.`)
};

export const content_sale_prices_title = /** @type {(inputs: Content_Sale_Prices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices`)
};

export const content_sale_prices = /** @type {(inputs: Content_Sale_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale prices are 85% below each piece’s regular retail price and are already shown that way on the site. Sale pieces are sold outright; subscriptions, rentals, financing and PivotCare are not available on them. Ontario HST (13%) is added at checkout because ownership passes to you at our Ontario warehouse.`)
};

export const content_sale_final_title = /** @type {(inputs: Content_Sale_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final sale`)
};

export const content_sale_final_no_return = /** @type {(inputs: Content_Sale_Final_No_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale pieces cannot be returned, exchanged or refunded once you have picked them up.`)
};

export const content_sale_final_condition = /** @type {(inputs: Content_Sale_Final_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces are sold in their current condition. Inspect them at pickup: if a piece is not as described on the site, you may refuse it there and we will refund it in full.`)
};

export const content_sale_final_rights = /** @type {(inputs: Content_Sale_Final_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing in this policy limits rights you have under the consumer protection laws of your province or territory.`)
};

export const content_sale_pickup_title = /** @type {(inputs: Content_Sale_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the warehouse`)
};

export const content_sale_pickup_email = /** @type {(inputs: Content_Sale_Pickup_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After checkout we email you your order number, the pickup day and window you chose, and a link to change them, and again the day before. Pickups run every day, 10 a.m. to 5 p.m. ET, by appointment, at our warehouse at 6200 Tomken Road, Mississauga, ON L5T 1X7.`)
};

export const content_sale_pickup_days = /** @type {(inputs: Content_Sale_Pickup_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up your order within 14 days of purchase: checkout offers those days.`)
};

export const content_sale_pickup_id = /** @type {(inputs: Content_Sale_Pickup_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring photo ID matching the name on the order and your order number. Someone else may pick up for you if you email us their name in advance.`)
};

export const content_sale_pickup_vehicle = /** @type {(inputs: Content_Sale_Pickup_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring a vehicle large enough and someone to help you lift. Our staff bring your order to the loading door but cannot load vehicles, take furniture apart or provide wrapping.`)
};

export const content_sale_missed_title = /** @type {(inputs: Content_Sale_Missed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missed pickups`)
};

export const content_sale_missed = /** @type {(inputs: Content_Sale_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you cannot make your appointment, move it from the link in your email (or from your account's deliveries) before its day. If an order is still not collected 30 days after purchase and we have not been able to reach you, we cancel it and refund the full amount to your original payment method.`)
};

export const content_sale_quantities_title = /** @type {(inputs: Content_Sale_Quantities_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantities`)
};

export const content_sale_quantities = /** @type {(inputs: Content_Sale_QuantitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stock is limited to what is in the warehouse, and pieces are reserved only when your order is confirmed. We may limit quantities per customer so that more people can take part.`)
};

export const content_sale_subscribers_title = /** @type {(inputs: Content_Sale_Subscribers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you subscribe today`)
};

export const content_sale_subscribers = /** @type {(inputs: Content_Sale_SubscribersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your current subscription, rental or financing agreement continues unchanged, and you can still buy out your furniture from your account. Questions about your account: see our <faq>FAQ</faq> or call <phone>${i?.phone}</phone>.`)
};

export const content_privacy_title = /** @type {(inputs: Content_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const content_privacy_lead = /** @type {(inputs: Content_Privacy_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We collect only what we need to deliver, bill for and look after your furniture, we never sell your personal information, and you can see or correct what we hold at any time.`)
};

export const content_privacy_s_scope = /** @type {(inputs: Content_Privacy_S_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

export const content_privacy_s_collect = /** @type {(inputs: Content_Privacy_S_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

export const content_privacy_s_use = /** @type {(inputs: Content_Privacy_S_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we use it`)
};

export const content_privacy_s_consent = /** @type {(inputs: Content_Privacy_S_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consent`)
};

export const content_privacy_s_share = /** @type {(inputs: Content_Privacy_S_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we share it with`)
};

export const content_privacy_s_storage = /** @type {(inputs: Content_Privacy_S_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies and browser storage`)
};

export const content_privacy_s_where = /** @type {(inputs: Content_Privacy_S_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it is kept`)
};

export const content_privacy_s_retention = /** @type {(inputs: Content_Privacy_S_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

export const content_privacy_s_safeguards = /** @type {(inputs: Content_Privacy_S_SafeguardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we protect it`)
};

export const content_privacy_s_rights = /** @type {(inputs: Content_Privacy_S_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

export const content_privacy_s_breaches = /** @type {(inputs: Content_Privacy_S_BreachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If something goes wrong`)
};

export const content_privacy_s_changes = /** @type {(inputs: Content_Privacy_S_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes and contact`)
};

export const content_privacy_scope = /** @type {(inputs: Content_Privacy_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. (“Pivot”, “we”) sells, finances, rents and subscribes furniture to customers in Canada. This policy covers the personal information we handle through our website, our customer care team and our delivery crews. We follow the <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA) and, for residents of Quebec, the <em>Act respecting the protection of personal information in the private sector</em>. Our privacy officer is accountable for how we apply this policy.`)
};

export const content_privacy_collect_identity = /** @type {(inputs: Content_Privacy_Collect_IdentityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Identity and contact details</b>: your name, email address, phone numbers and the addresses you ask us to deliver to or bill.`)
};

export const content_privacy_collect_delivery = /** @type {(inputs: Content_Privacy_Collect_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Delivery details</b>: floor, elevator and dock access, buzzer number and the instructions you give our crews.`)
};

export const content_privacy_collect_orders = /** @type {(inputs: Content_Privacy_Collect_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Orders and payments</b>: what you ordered, your agreements, receipts and payment history. Card numbers are handled by our payment processor; we keep only the card type, its last four digits and its expiry date.`)
};

export const content_privacy_collect_photos = /** @type {(inputs: Content_Privacy_Collect_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Photos you send us</b>, for example of a piece you are returning.`)
};

export const content_privacy_collect_reviews = /** @type {(inputs: Content_Privacy_Collect_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Reviews</b> you choose to write about products.`)
};

export const content_privacy_collect_technical = /** @type {(inputs: Content_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Technical information</b>: your browser and device type, pages visited and the release of our site you used, so that we can fix problems.`)
};

export const content_privacy_use_deliver = /** @type {(inputs: Content_Privacy_Use_DeliverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to price, deliver, assemble, move, swap and pick up your furniture;`)
};

export const content_privacy_use_bill = /** @type {(inputs: Content_Privacy_Use_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to bill you under your agreement and send receipts;`)
};

export const content_privacy_use_verify = /** @type {(inputs: Content_Privacy_Use_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to verify your identity and protect your account against fraud;`)
};

export const content_privacy_use_answer = /** @type {(inputs: Content_Privacy_Use_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to answer your questions and handle PivotCare claims;`)
};

export const content_privacy_use_improve = /** @type {(inputs: Content_Privacy_Use_ImproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to improve our site and our service, using aggregated or de-identified data;`)
};

export const content_privacy_use_offers = /** @type {(inputs: Content_Privacy_Use_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to send you offers by email, only if you opted in; every message has an unsubscribe link, as Canada’s anti-spam legislation requires.`)
};

export const content_privacy_consent = /** @type {(inputs: Content_Privacy_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We ask for your consent when we collect your information, and we use it only for the purposes above or ones you agree to later. You may withdraw consent at any time, subject to legal or contractual limits: for example, we cannot deliver without an address or bill a subscription without a payment method. We will tell you what withdrawing consent would mean before you decide.`)
};

export const content_privacy_share_intro = /** @type {(inputs: Content_Privacy_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We never sell or rent your personal information. We share it only with:`)
};

export const content_privacy_share_payment = /** @type {(inputs: Content_Privacy_Share_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our payment processor, to charge your card;`)
};

export const content_privacy_share_delivery = /** @type {(inputs: Content_Privacy_Share_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery and logistics partners who help our crews, limited to what a delivery needs;`)
};

export const content_privacy_share_hosting = /** @type {(inputs: Content_Privacy_Share_HostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`providers who host our systems or send our emails and text messages;`)
};

export const content_privacy_share_authorities = /** @type {(inputs: Content_Privacy_Share_AuthoritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`authorities, when the law requires it (for example, a court order), or to protect the safety of our customers and staff.`)
};

export const content_privacy_share_contracts = /** @type {(inputs: Content_Privacy_Share_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every provider is bound by contract to protect your information and to use it only for the service it provides to us.`)
};

export const content_privacy_storage = /** @type {(inputs: Content_Privacy_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our site keeps a few things in your browser so that it works: your cart, your chosen delivery city, your sign-in session and your preferred way to pay. We use no advertising cookies. If we measure how the site is used, we do so in aggregate, and you can clear this storage at any time in your browser’s settings.`)
};

export const content_privacy_where = /** @type {(inputs: Content_Privacy_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our customer records are stored in Canada. Some of our providers may process information in other countries, such as the United States, where it may be accessible to authorities under the laws of those countries. We choose providers that protect it to a standard comparable to Canadian law.`)
};

export const content_privacy_retention = /** @type {(inputs: Content_Privacy_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep account and order records while your account is open and for seven years after your last transaction, as tax law requires for financial records. Delivery instructions and return photos are deleted 24 months after the order they belong to is complete. After that, information is securely destroyed or made anonymous.`)
};

export const content_privacy_safeguards = /** @type {(inputs: Content_Privacy_SafeguardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information travels encrypted between your browser and our servers. Passwords are stored only as strong one-way hashes. Staff can see customer records only when their work needs it, and every access is logged.`)
};

export const content_privacy_rights_access = /** @type {(inputs: Content_Privacy_Rights_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Access</b>: ask what personal information we hold about you and how we have used it. We answer within 30 days.`)
};

export const content_privacy_rights_correction = /** @type {(inputs: Content_Privacy_Rights_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Correction</b>: ask us to correct anything inaccurate. Most details can be changed directly in your account.`)
};

export const content_privacy_rights_withdrawal = /** @type {(inputs: Content_Privacy_Rights_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Withdrawal of consent</b> and, in Quebec, the right to have information de-indexed or deleted where the law allows.`)
};

export const content_privacy_rights_complaint = /** @type {(inputs: Content_Privacy_Rights_ComplaintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Complaint</b>: if we have not resolved your concern, you may complain to the <opc>Office of the Privacy Commissioner of Canada</opc> or, in Quebec, to the Commission d’accès à l’information.`)
};

export const content_privacy_breaches = /** @type {(inputs: Content_Privacy_BreachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a breach of security creates a real risk of significant harm to you, we will tell you and report it to the Office of the Privacy Commissioner of Canada (and, where applicable, to the Commission d’accès à l’information) as soon as possible, and keep a record of it as the law requires.`)
};

export const content_privacy_changes = /** @type {(inputs: Content_Privacy_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we change this policy in a way that matters, we will email account holders before the change takes effect. The date at the top shows the latest version.`)
};

export const content_privacy_officer = /** @type {(inputs: Content_Privacy_OfficerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Privacy officer, Pivot Furniture Inc.: <email>${i?.email}</email>, or by mail at the address on our <contact>contact page</contact>.`)
};

export const content_faq_title = /** @type {(inputs: Content_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently asked questions`)
};

export const content_faq_lead = /** @type {(inputs: Content_Faq_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straight answers about subscribing, financing, renting and buying furniture with Pivot, and about delivery, returns and care.`)
};

export const content_faq_topics = /** @type {(inputs: Content_Faq_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topics`)
};

export const content_faq_s_shopping = /** @type {(inputs: Content_Faq_S_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping with Pivot`)
};

export const content_faq_s_delivery = /** @type {(inputs: Content_Faq_S_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery and assembly`)
};

export const content_faq_s_returns = /** @type {(inputs: Content_Faq_S_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns, swaps and moves`)
};

export const content_faq_s_pivotcare = /** @type {(inputs: Content_Faq_S_PivotcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PivotCare`)
};

export const content_faq_s_billing = /** @type {(inputs: Content_Faq_S_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and billing`)
};

export const content_faq_s_liquidation = /** @type {(inputs: Content_Faq_S_LiquidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The liquidation sale`)
};

export const content_faq_btn_q = /** @type {(inputs: Content_Faq_Btn_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does “better than new” mean?`)
};

export const content_faq_btn_a1 = /** @type {(inputs: Content_Faq_Btn_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every piece we deliver is either brand new or has been inspected, deep-cleaned and refurbished in our own depot so that it looks and performs like new. Worn cushions, covers and hardware are replaced, not patched.`)
};

export const content_faq_btn_a2 = /** @type {(inputs: Content_Faq_Btn_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If something arrives that does not meet that standard, tell us within 7 days of delivery and we will exchange it at no charge.`)
};

export const content_faq_ways_q = /** @type {(inputs: Content_Faq_Ways_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is the difference between subscribing, financing, renting and buying?`)
};

export const content_faq_ways_label = /** @type {(inputs: Content_Faq_Ways_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ways to get your furniture`)
};

export const content_faq_ways_caption = /** @type {(inputs: Content_Faq_Ways_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four ways to furnish your home`)
};

export const content_faq_col_option = /** @type {(inputs: Content_Faq_Col_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Option`)
};

export const content_faq_col_pay = /** @type {(inputs: Content_Faq_Col_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you pay`)
};

export const content_faq_col_owner = /** @type {(inputs: Content_Faq_Col_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who owns it`)
};

export const content_faq_col_best = /** @type {(inputs: Content_Faq_Col_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best for`)
};

export const content_faq_sub_name = /** @type {(inputs: Content_Faq_Sub_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const content_faq_sub_pay = /** @type {(inputs: Content_Faq_Sub_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly fee, for as long as you keep it`)
};

export const content_faq_sub_owner = /** @type {(inputs: Content_Faq_Sub_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot, until your payments reach the retail price`)
};

export const content_faq_sub_best = /** @type {(inputs: Content_Faq_Sub_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexibility: swap, move or return whenever life changes`)
};

export const content_faq_fin_name = /** @type {(inputs: Content_Faq_Fin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly financing`)
};

export const content_faq_fin_pay = /** @type {(inputs: Content_Faq_Fin_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The purchase price in equal monthly payments over a set term`)
};

export const content_faq_owner_you = /** @type {(inputs: Content_Faq_Owner_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You, from delivery`)
};

export const content_faq_fin_best = /** @type {(inputs: Content_Faq_Fin_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owning now and spreading the cost`)
};

export const content_faq_rent_name = /** @type {(inputs: Content_Faq_Rent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

export const content_faq_rent_pay = /** @type {(inputs: Content_Faq_Rent_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly rent for a fixed term`)
};

export const content_faq_rent_owner = /** @type {(inputs: Content_Faq_Rent_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot; it comes back at the end`)
};

export const content_faq_rent_best = /** @type {(inputs: Content_Faq_Rent_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A temporary home, a staging or a short contract`)
};

export const content_faq_buy_name = /** @type {(inputs: Content_Faq_Buy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const content_faq_buy_pay = /** @type {(inputs: Content_Faq_Buy_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full price once, at checkout`)
};

export const content_faq_buy_best = /** @type {(inputs: Content_Faq_Buy_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keeping it for years`)
};

export const content_faq_ways_agreements = /** @type {(inputs: Content_Faq_Ways_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full terms of each option are summarised on our <contract>agreements page</contract>.`)
};

export const content_faq_end_q = /** @type {(inputs: Content_Faq_End_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When does a subscription end?`)
};

export const content_faq_end_a = /** @type {(inputs: Content_Faq_End_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whenever you like: schedule a return and billing stops on the pickup day. If you keep a piece long enough, your payments stop one month before the total you have paid reaches its retail price, and the piece is yours to keep.`)
};

export const content_faq_tax_q = /** @type {(inputs: Content_Faq_Tax_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are prices in Canadian dollars? What about tax?`)
};

export const content_faq_tax_a = /** @type {(inputs: Content_Faq_Tax_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every price on the site is in Canadian dollars. Sales tax (GST or HST, plus PST or QST where it applies) depends on the province you have your furniture delivered to, and is shown on its own lines in your cart before you pay.`)
};

export const content_faq_fabric_q = /** @type {(inputs: Content_Faq_Fabric_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I see and feel fabrics before I order?`)
};

export const content_faq_fabric_a = /** @type {(inputs: Content_Faq_Fabric_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. <swatches>Order free fabric swatches</swatches> and we will mail them to you, usually within a week.`)
};

export const content_faq_where_q = /** @type {(inputs: Content_Faq_Where_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where do you deliver?`)
};

export const content_faq_where_a1 = /** @type {(inputs: Content_Faq_Where_A1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our own white-glove crews deliver within 75 km of our depots in ${i?.count} cities: ${i?.cities}.`)
};

export const content_faq_where_a2 = /** @type {(inputs: Content_Faq_Where_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city with the location button at the top of any page: prices, availability and the delivery fee follow your choice.`)
};

export const content_faq_cost_q = /** @type {(inputs: Content_Faq_Cost_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How much does delivery cost?`)
};

export const content_faq_cost_a = /** @type {(inputs: Content_Faq_Cost_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One flat fee per order, which depends on your city and starts at ${i?.fee}. It covers carrying everything in, placing it in the room you choose and taking the packaging away. You see the fee in your cart before you check out.`)
};

export const content_faq_when_q = /** @type {(inputs: Content_Faq_When_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When can you deliver?`)
};

export const content_faq_when_a = /** @type {(inputs: Content_Faq_When_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seven days a week, between 9 a.m. and 9 p.m. local time. You choose a delivery window at checkout, and we text you when the crew is about 30 minutes away.`)
};

export const content_faq_assembly_q = /** @type {(inputs: Content_Faq_Assembly_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do you assemble the furniture?`)
};

export const content_faq_assembly_a = /** @type {(inputs: Content_Faq_Assembly_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Add assembly at checkout and the crew sets everything up before they leave. A few pieces arrive ready to use; their product page says “assembly not offered”.`)
};

export const content_faq_return_q = /** @type {(inputs: Content_Faq_Return_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I return subscription furniture?`)
};

export const content_faq_return_a = /** @type {(inputs: Content_Faq_Return_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes. ${i?.terms} An agreement signed earlier keeps the return terms it was signed with; each item shows its own free-return day when you start a return.`)
};

export const content_return_terms = /** @type {(inputs: Content_Return_TermsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You may return any item at any time by booking a pickup in your account. A pickup in the first ${i?.count} year of an item’s subscription costs twice its monthly fee (PivotCare is not part of it); from ${i?.count} year after its start, the pickup is free. Billing for the item stops on the pickup day.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You may return any item at any time by booking a pickup in your account. A pickup in the first ${i?.count} years of an item’s subscription costs twice its monthly fee (PivotCare is not part of it); from ${i?.count} years after its start, the pickup is free. Billing for the item stops on the pickup day.`);
	return /** @type {LocalizedString} */ ("content_return_terms");
};

export const content_faq_swap_q = /** @type {(inputs: Content_Faq_Swap_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I swap a piece for something else?`)
};

export const content_faq_swap_a = /** @type {(inputs: Content_Faq_Swap_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Choose the replacement in your account and we deliver it on the same visit that we pick up the piece you are returning.`)
};

export const content_faq_move_q = /** @type {(inputs: Content_Faq_Move_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I’m moving. Can you move my furniture?`)
};

export const content_faq_move_a = /** @type {(inputs: Content_Faq_Move_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We move subscribed furniture within your city or to any of our other delivery cities. Book the move from your account at least one week before moving day.`)
};

export const content_faq_bought_q = /** @type {(inputs: Content_Faq_Bought_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I return something I bought?`)
};

export const content_faq_bought_a = /** @type {(inputs: Content_Faq_Bought_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture you bought or financed can be returned within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to your delivery fee. Final-sale and liquidation items cannot be returned.`)
};

export const content_faq_buyout_q = /** @type {(inputs: Content_Faq_Buyout_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I buy the furniture I subscribe to?`)
};

export const content_faq_buyout_a = /** @type {(inputs: Content_Faq_Buyout_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Buy it out from your account at any time: the subscription fees you have already paid count toward the price.`)
};

export const content_faq_care_q = /** @type {(inputs: Content_Faq_Care_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is PivotCare?`)
};

export const content_faq_care_a1 = /** @type {(inputs: Content_Faq_Care_A1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PivotCare is accidental-damage cover you can add to any subscribed item in your cart. It costs 20% of the item’s monthly fee: on a ${i?.fee} a month sofa, that is ${i?.care} a month.`)
};

export const content_faq_care_a2 = /** @type {(inputs: Content_Faq_Care_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With PivotCare, we repair or replace an item damaged by accident (spills, stains, tears, a broken leg) at no cost to you. Normal wear is never charged, with or without it.`)
};

export const content_faq_nocare_q = /** @type {(inputs: Content_Faq_Nocare_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What if I don’t have PivotCare and something breaks?`)
};

export const content_faq_nocare_a1 = /** @type {(inputs: Content_Faq_Nocare_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay for the repair, at the prices on our published repair chart:`)
};

export const content_faq_nocare_legs = /** @type {(inputs: Content_Faq_Nocare_LegsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`legs and feet: ${i?.from} to ${i?.to}`)
};

export const content_faq_nocare_upholstery = /** @type {(inputs: Content_Faq_Nocare_UpholsteryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`upholstery: ${i?.from} to ${i?.to}`)
};

export const content_faq_nocare_hard = /** @type {(inputs: Content_Faq_Nocare_HardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hard surfaces (wood, stone, metal): ${i?.from} to ${i?.to}`)
};

export const content_faq_nocare_a2 = /** @type {(inputs: Content_Faq_Nocare_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a piece cannot be repaired, you pay its retail price less the fees you have already paid for it.`)
};

export const content_faq_charged_q = /** @type {(inputs: Content_Faq_Charged_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When am I charged?`)
};

export const content_faq_charged_a = /** @type {(inputs: Content_Faq_Charged_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription, rental and financing payments are charged each month on the day of the month your furniture was delivered, to the card on file. Every receipt is in <account>your account</account>.`)
};

export const content_faq_failed_q = /** @type {(inputs: Content_Faq_Failed_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment didn’t go through. What do I do?`)
};

export const content_faq_failed_a = /** @type {(inputs: Content_Faq_Failed_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a payment fails, a billing alert appears at the top of every page while you are signed in. Follow it to update your card; we retry the payment once your details are up to date.`)
};

export const content_faq_person_q = /** @type {(inputs: Content_Faq_Person_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I reach a person?`)
};

export const content_faq_person_a = /** @type {(inputs: Content_Faq_Person_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call us at <phone>${i?.phone}</phone> or email <email>${i?.email}</email>. Our hours are on the <contact>contact page</contact>.`)
};

export const content_faq_sale_q = /** @type {(inputs: Content_Faq_Sale_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is the liquidation sale?`)
};

export const content_faq_sale_a1 = /** @type {(inputs: Content_Faq_Sale_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our final sale: every piece is 85% off its retail price, sold as final sale and picked up at our warehouse in Mississauga, Ontario. There is no delivery for sale orders.`)
};

export const content_faq_sale_a2 = /** @type {(inputs: Content_Faq_Sale_A2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The details, including pickup hours, are in the <policy>liquidation sale policy</policy>.`)
};

export const content_city_montreal = /** @type {(inputs: Content_City_MontrealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montreal`)
};

export const content_city_quebec = /** @type {(inputs: Content_City_QuebecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quebec City`)
};

export const content_return_summary = /** @type {(inputs: Content_Return_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Return at any time: a pickup costs twice its monthly fee in the first ${i?.count} year, then it is free`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Return at any time: a pickup costs twice its monthly fee in the first ${i?.count} years, then it is free`);
	return /** @type {LocalizedString} */ ("content_return_summary");
};

export const content_agr_care_title = /** @type {(inputs: Content_Agr_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking after the furniture`)
};

export const content_agr_care_p1 = /** @type {(inputs: Content_Agr_Care_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the furniture at the delivery address for ordinary household purposes and follow the care instructions we give you. Normal wear is expected and never charged.`)
};

export const content_agr_care_p2 = /** @type {(inputs: Content_Agr_Care_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tell us about damage as soon as it happens. With PivotCare (20% of the item’s monthly fee) accidental damage is repaired or the item replaced at no cost. Without it, repairs are charged at our published rates (legs ${i?.legsFrom} to ${i?.legsTo}, upholstery ${i?.upholsteryFrom} to ${i?.upholsteryTo}, hard surfaces ${i?.hardFrom} to ${i?.hardTo}); an item beyond repair is charged at its retail price less the fees already paid for it.`)
};

export const content_agr_law_title = /** @type {(inputs: Content_Agr_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights and the law`)
};

export const content_agr_law_p1 = /** @type {(inputs: Content_Agr_Law_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This agreement is governed by the laws of the province or territory of the delivery address. Nothing in it limits the rights you have under that province’s consumer protection laws.`)
};

export const content_agr_contact_title = /** @type {(inputs: Content_Agr_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

export const content_agr_contact_p1 = /** @type {(inputs: Content_Agr_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone} or email ${i?.email}. Your signed agreement is always available in your account.`)
};

export const content_agr_what_title = /** @type {(inputs: Content_Agr_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you are agreeing to`)
};

export const content_agr_sub_name = /** @type {(inputs: Content_Agr_Sub_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription agreement`)
};

export const content_agr_sub_read = /** @type {(inputs: Content_Agr_Sub_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the subscription agreement`)
};

export const content_agr_sub_summary = /** @type {(inputs: Content_Agr_Sub_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly fee for as long as you keep the furniture, with swaps, moves and returns.`)
};

export const content_agr_sub_h1 = /** @type {(inputs: Content_Agr_Sub_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed monthly, on the day of the month of delivery`)
};

export const content_agr_sub_h3 = /** @type {(inputs: Content_Agr_Sub_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments stop one month before they reach the retail price, and the piece is yours`)
};

export const content_agr_sub_h4 = /** @type {(inputs: Content_Agr_Sub_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional PivotCare at 20% of the monthly fee`)
};

export const content_agr_sub_what = /** @type {(inputs: Content_Agr_Sub_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. lets you use the furniture listed on your order confirmation, at the delivery address, for a monthly fee. Pivot owns the furniture until the ownership rule below transfers it to you.`)
};

export const content_agr_sub_fees_title = /** @type {(inputs: Content_Agr_Sub_Fees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees and billing`)
};

export const content_agr_sub_fees_p1 = /** @type {(inputs: Content_Agr_Sub_Fees_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The monthly fee of each item, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. The first month is charged on delivery; later months are charged on the same day of each month to the card on file.`)
};

export const content_agr_sub_fees_p2 = /** @type {(inputs: Content_Agr_Sub_Fees_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a payment fails, we let you know and retry it once you update your card. Amounts more than 30 days overdue may lead us to end the agreement and collect the furniture.`)
};

export const content_agr_sub_returns_title = /** @type {(inputs: Content_Agr_Sub_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swaps, moves and returns`)
};

export const content_agr_sub_returns_p2 = /** @type {(inputs: Content_Agr_Sub_Returns_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you signed an earlier version of this agreement, the return terms of the version you signed apply to the items it covers.`)
};

export const content_agr_sub_returns_p3 = /** @type {(inputs: Content_Agr_Sub_Returns_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may swap an item for another: we deliver the replacement when we pick up the original. Moves within our delivery cities need one week’s notice and are charged at the delivery fee of the new city.`)
};

export const content_agr_sub_own_title = /** @type {(inputs: Content_Agr_Sub_Own_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the furniture becomes yours`)
};

export const content_agr_sub_own_p1 = /** @type {(inputs: Content_Agr_Sub_Own_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments for an item stop one month before the total you have paid for it reaches its retail price. From then on it belongs to you. You may also buy an item out at any time: the fees you have paid count toward the price.`)
};

export const content_agr_rent_name = /** @type {(inputs: Content_Agr_Rent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental agreement`)
};

export const content_agr_rent_read = /** @type {(inputs: Content_Agr_Rent_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the rental agreement`)
};

export const content_agr_rent_summary = /** @type {(inputs: Content_Agr_Rent_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly rent for a fixed term; the furniture comes back to us at the end.`)
};

export const content_agr_rent_h1 = /** @type {(inputs: Content_Agr_Rent_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fixed term, chosen at checkout, billed monthly`)
};

export const content_agr_rent_h2 = /** @type {(inputs: Content_Agr_Rent_H2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the end of the term is free`)
};

export const content_agr_rent_h3 = /** @type {(inputs: Content_Agr_Rent_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue month to month if you need longer`)
};

export const content_agr_rent_h4 = /** @type {(inputs: Content_Agr_Rent_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The furniture stays Pivot’s; rent does not count toward buying it`)
};

export const content_agr_rent_what = /** @type {(inputs: Content_Agr_Rent_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture Inc. rents you the furniture listed on your order confirmation for the term shown at checkout, at the delivery address. Pivot owns the furniture throughout.`)
};

export const content_agr_rent_billing_title = /** @type {(inputs: Content_Agr_Rent_Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent and billing`)
};

export const content_agr_rent_billing_p1 = /** @type {(inputs: Content_Agr_Rent_Billing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The monthly rent, the term, the delivery fee, any assembly fee and applicable sales taxes are shown at checkout. Rent is charged on delivery and then monthly on the same day, to the card on file.`)
};

export const content_agr_rent_end_title = /** @type {(inputs: Content_Agr_Rent_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End of the term`)
};

export const content_agr_rent_end_p1 = /** @type {(inputs: Content_Agr_Rent_End_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We contact you two weeks before the term ends to book a free pickup. If you need the furniture longer, the rental continues month to month at the same rent until you book a pickup.`)
};

export const content_agr_rent_end_p2 = /** @type {(inputs: Content_Agr_Rent_End_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returning an item before the end of the term costs a pickup fee of twice its monthly rent; rent stops on the pickup day.`)
};

export const content_agr_own_name = /** @type {(inputs: Content_Agr_Own_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ownership agreement`)
};

export const content_agr_own_read = /** @type {(inputs: Content_Agr_Own_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the ownership agreement`)
};

export const content_agr_own_summary = /** @type {(inputs: Content_Agr_Own_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy outright, or finance the price in equal monthly payments.`)
};

export const content_agr_own_h1 = /** @type {(inputs: Content_Agr_Own_H1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay in full at checkout, or in equal monthly payments over the term you choose`)
};

export const content_agr_own_h2 = /** @type {(inputs: Content_Agr_Own_H2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The interest rate and total cost of borrowing are shown before you agree`)
};

export const content_agr_own_h3 = /** @type {(inputs: Content_Agr_Own_H3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay off financing early at any time, without penalty`)
};

export const content_agr_own_h4 = /** @type {(inputs: Content_Agr_Own_H4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return within 14 days of delivery, except final-sale items`)
};

export const content_agr_own_what = /** @type {(inputs: Content_Agr_Own_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You buy the furniture listed on your order confirmation from Pivot Furniture Inc. Ownership passes to you on delivery (or at pickup for liquidation sale orders).`)
};

export const content_agr_own_full_title = /** @type {(inputs: Content_Agr_Own_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying in full`)
};

export const content_agr_own_full_p1 = /** @type {(inputs: Content_Agr_Own_Full_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price, delivery fee, any assembly fee and applicable sales taxes are charged to your card when your order is confirmed.`)
};

export const content_agr_own_fin_title = /** @type {(inputs: Content_Agr_Own_Fin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly financing`)
};

export const content_agr_own_fin_p1 = /** @type {(inputs: Content_Agr_Own_Fin_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you finance, the price is divided into equal monthly payments over the term you choose at checkout. Before you agree, we show the annual interest rate, each payment, the number of payments and the total cost of borrowing, as provincial consumer protection laws require. There are no other fees.`)
};

export const content_agr_own_fin_p2 = /** @type {(inputs: Content_Agr_Own_Fin_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may pay the balance at any time without penalty. Until it is paid, Pivot keeps a security interest in the financed furniture; missed payments may be reported after 30 days.`)
};

export const content_agr_own_returns_title = /** @type {(inputs: Content_Agr_Own_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns`)
};

export const content_agr_own_returns_p1 = /** @type {(inputs: Content_Agr_Own_Returns_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may return furniture within 14 days of delivery if it is in the condition it arrived in. We refund the price less a pickup fee equal to the delivery fee. Final-sale and liquidation sale items cannot be returned.`)
};

export const content_agr_own_warranty_title = /** @type {(inputs: Content_Agr_Own_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warranty and care`)
};

export const content_agr_own_warranty_p1 = /** @type {(inputs: Content_Agr_Own_Warranty_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your furniture comes with the legal warranties of your province and a one-year Pivot warranty against defects in materials and workmanship. Accidental damage is not covered by the warranty.`)
};

export const content_agr_home = /** @type {(inputs: Content_Agr_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot Furniture home`)
};

export const content_agr_all = /** @type {(inputs: Content_Agr_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All agreements`)
};

export const content_agr_meta = /** @type {(inputs: Content_Agr_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} · Pivot Furniture Inc.`)
};

export const content_agr_print = /** @type {(inputs: Content_Agr_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print this agreement`)
};

export const content_contract_title = /** @type {(inputs: Content_Contract_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our agreements`)
};

export const content_contract_version = /** @type {(inputs: Content_Contract_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

export const content_contract_lead = /** @type {(inputs: Content_Contract_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order comes with a short agreement that you accept at checkout. Here is what each one means, in plain language.`)
};

export const content_contract_which_title = /** @type {(inputs: Content_Contract_Which_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which one is right for me?`)
};

export const content_contract_which = /** @type {(inputs: Content_Contract_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe if you want flexibility: swap, move or return as your home changes. Rent when you know you need furniture for a set time. Buy or finance when you want it to be yours from the start. Our <faq>FAQ</faq> compares the four options side by side.`)
};

export const content_contract_signed = /** @type {(inputs: Content_Contract_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The agreement you sign is saved in your account. If anything in these summaries differs from your signed agreement, the signed agreement applies.`)
};

export const content_agr_brand = /** @type {(inputs: Content_Agr_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const content_approach_title = /** @type {(inputs: Content_Approach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our approach`)
};

export const content_approach_lead = /** @type {(inputs: Content_Approach_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good furniture should outlive any one apartment, lease or life stage. We build our business around keeping it in use.`)
};

export const content_approach_use_title = /** @type {(inputs: Content_Approach_Use_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture that stays in use`)
};

export const content_approach_use = /** @type {(inputs: Content_Approach_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Millions of pieces of furniture end up in Canadian landfills every year, many of them barely used, because moving them is harder than buying new. When your needs change, we take a piece back, refurbish it and find it a new home. Nothing we own is thrown away while it can still be repaired.`)
};

export const content_approach_better_title = /** @type {(inputs: Content_Approach_Better_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Better than new`)
};

export const content_approach_better = /** @type {(inputs: Content_Approach_BetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every returned piece goes through our depot workshop: inspected, deep-cleaned, repaired and, where needed, given new cushions, covers or hardware. It leaves only when it looks and works like new, which is why we call the condition “better than new”. If it does not meet that standard when it reaches you, we exchange it.`)
};

export const content_approach_ways_title = /** @type {(inputs: Content_Approach_Ways_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four ways to have it`)
};

export const content_approach_subscribe = /** @type {(inputs: Content_Approach_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

export const content_approach_subscribe_text = /** @type {(inputs: Content_Approach_Subscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A monthly fee, and the freedom to swap, move or return as life changes.`)
};

export const content_approach_finance = /** @type {(inputs: Content_Approach_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finance`)
};

export const content_approach_finance_text = /** @type {(inputs: Content_Approach_Finance_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Own it from day one and spread the price over equal monthly payments.`)
};

export const content_approach_rent = /** @type {(inputs: Content_Approach_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rent`)
};

export const content_approach_rent_text = /** @type {(inputs: Content_Approach_Rent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a fixed term, when you know you only need it for a while.`)
};

export const content_approach_buy = /** @type {(inputs: Content_Approach_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const content_approach_buy_text = /** @type {(inputs: Content_Approach_Buy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay once and keep it for good.`)
};

export const content_approach_terms = /** @type {(inputs: Content_Approach_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each option’s terms are summarised in plain language on our <contract>agreements page</contract>.`)
};

export const content_approach_canada_title = /** @type {(inputs: Content_Approach_Canada_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proudly made in Canada`)
};

export const content_approach_canada = /** @type {(inputs: Content_Approach_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most of our sofas, sectionals and chairs are built in Canadian workshops, with frames of kiln-dried hardwood and covers you can remove and replace. Making furniture close to home means shorter trips, easier repairs and spare parts that are still available years from now.`)
};

export const content_approach_crews_title = /** @type {(inputs: Content_Approach_Crews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered by our own crews`)
};

export const content_approach_crews = /** @type {(inputs: Content_Approach_CrewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our white-glove crews deliver and assemble in ${i?.count} cities, from ${i?.first} to ${i?.last}, seven days a week. They carry everything in, set it up where you want it and take the packaging away for recycling.`)
};

export const content_approach_care_title = /** @type {(inputs: Content_Approach_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Care built in`)
};

export const content_approach_care = /** @type {(inputs: Content_Approach_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal wear is on us. For accidents, PivotCare covers repairs and replacements for 20% of an item’s monthly fee, and our <cover>fabric and cover replacements</cover> give a favourite sofa a second life instead of a trip to the curb.`)
};

export const content_contact_title = /** @type {(inputs: Content_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const content_contact_lead = /** @type {(inputs: Content_Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our customer care team is based in Toronto and answers in English and French.`)
};

export const content_contact_call = /** @type {(inputs: Content_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call us`)
};

export const content_contact_toll_free = /** @type {(inputs: Content_Contact_Toll_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toll-free across Canada`)
};

export const content_contact_weekdays = /** @type {(inputs: Content_Contact_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday to Friday`)
};

export const content_contact_weekdays_hours = /** @type {(inputs: Content_Contact_Weekdays_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9 a.m. to 8 p.m. ET`)
};

export const content_contact_weekend = /** @type {(inputs: Content_Contact_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday and Sunday`)
};

export const content_contact_weekend_hours = /** @type {(inputs: Content_Contact_Weekend_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 a.m. to 6 p.m. ET`)
};

export const content_contact_email = /** @type {(inputs: Content_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email us`)
};

export const content_contact_reply = /** @type {(inputs: Content_Contact_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We reply within one business day. Please include your order number if you have one.`)
};

export const content_contact_mail = /** @type {(inputs: Content_Contact_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write to us`)
};

export const content_contact_attn = /** @type {(inputs: Content_Contact_AttnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attn: Customer Care`)
};

export const content_contact_po_box = /** @type {(inputs: Content_Contact_Po_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PO Box 1042, Station A`)
};

export const content_contact_quicker = /** @type {(inputs: Content_Contact_QuickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quicker answers`)
};

export const content_contact_quicker_account = /** @type {(inputs: Content_Contact_Quicker_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery times, receipts, returns, swaps and moves are all in <account>your account</account>.`)
};

export const content_contact_quicker_faq = /** @type {(inputs: Content_Contact_Quicker_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most questions about subscribing, delivery and PivotCare are answered in our <faq>FAQ</faq>.`)
};

export const content_contact_quicker_crew = /** @type {(inputs: Content_Contact_Quicker_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On delivery day, the text message we send has your crew’s direct number. Crews work seven days a week, 9 a.m. to 9 p.m. local time.`)
};

export const content_contact_privacy_title = /** @type {(inputs: Content_Contact_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy questions`)
};

export const content_contact_privacy = /** @type {(inputs: Content_Contact_PrivacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ask what personal information we hold about you, or to correct it, write to our privacy officer at <email>${i?.email}</email>. Our <privacy>privacy policy</privacy> explains how we handle your information.`)
};

export const content_cover_title = /** @type {(inputs: Content_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabric & Cover Replacements`)
};

export const content_cover_lead = /** @type {(inputs: Content_Cover_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A stained, faded or simply tired sofa does not need replacing. A new cover kit gives it a fresh look, in the same fabric or a new one, for a fraction of the price of new furniture.`)
};

export const content_cover_what_title = /** @type {(inputs: Content_Cover_What_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is a cover kit?`)
};

export const content_cover_what = /** @type {(inputs: Content_Cover_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A complete set of made-to-measure covers for one piece: the seat and back cushions, the arms and the base. Our sofas, sectionals, loveseats, lounge chairs and upholstered dining chairs have removable covers; look for “removable cover” in a product’s details.`)
};

export const content_cover_how_title = /** @type {(inputs: Content_Cover_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

export const content_cover_step_fabric = /** @type {(inputs: Content_Cover_Step_FabricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Choose your fabric.</b> <swatches>Order free swatches</swatches> to see colours and textures in your own light.`)
};

export const content_cover_step_piece = /** @type {(inputs: Content_Cover_Step_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Tell us about your piece.</b> Email us the product name and your order number, or a photo of the label under the seat cushions.`)
};

export const content_cover_step_quote = /** @type {(inputs: Content_Cover_Step_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Get a quote.</b> We confirm the price and timing before you pay. Covers are made to order and usually ship within two to four weeks.`)
};

export const content_cover_step_fit = /** @type {(inputs: Content_Cover_Step_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<b>Fit it.</b> Your kit comes with step-by-step instructions; most pieces take under an hour. In our delivery cities, a crew can fit it for you for the cost of a delivery.`)
};

export const content_cover_care_title = /** @type {(inputs: Content_Cover_Care_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Covered by PivotCare`)
};

export const content_cover_care = /** @type {(inputs: Content_Cover_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you subscribe with PivotCare and a cover is damaged by accident, the replacement is on us: no quote, no charge. Contact us and we arrange it.`)
};

export const content_cover_fresh_title = /** @type {(inputs: Content_Cover_Fresh_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keeping covers fresh`)
};

export const content_cover_fresh_vacuum = /** @type {(inputs: Content_Cover_Fresh_VacuumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacuum weekly with an upholstery brush, and rotate seat cushions every few weeks.`)
};

export const content_cover_fresh_blot = /** @type {(inputs: Content_Cover_Fresh_BlotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blot spills right away with a clean, damp cloth; never rub.`)
};

export const content_cover_fresh_wash = /** @type {(inputs: Content_Cover_Fresh_WashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most covers can be washed cold on a gentle cycle and air-dried; check the care label first.`)
};

export const content_cover_fresh_sun = /** @type {(inputs: Content_Cover_Fresh_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep fabrics out of strong direct sunlight to slow fading.`)
};

export const content_cover_questions = /** @type {(inputs: Content_Cover_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about a cover kit? Email <email>${i?.email}</email> or call <phone>${i?.phone}</phone>.`)
};

export const content_cover_order_swatches = /** @type {(inputs: Content_Cover_Order_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order free swatches`)
};

export const returns_center_title = /** @type {(inputs: Returns_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return center`)
};

export const returns_center_intro = /** @type {(inputs: Returns_Center_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done with a piece? We pick it up from your home, seven days a week, in the window you choose.`)
};

export const returns_policy_terms = /** @type {(inputs: Returns_Policy_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may return any item at any time by booking a pickup in your account. A pickup in the first ${i?.term} of an item’s subscription costs twice its monthly fee (PivotCare is not part of it); from ${i?.term} after its start, the pickup is free. Billing for the item stops on the pickup day.`)
};

export const returns_term_years = /** @type {(inputs: Returns_Term_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} years`)
};

export const returns_term_months = /** @type {(inputs: Returns_Term_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} months`)
};

export const returns_center_agreement = /** @type {(inputs: Returns_Center_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These are the terms of the agreement signed today (version ${i?.version}). Items keep the return terms of the agreement they were signed under: each one shows its own free-return day and what a pickup before then costs when you start a return.`)
};

export const returns_center_billing = /** @type {(inputs: Returns_Center_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly billing of a returned item stops on its pickup day, and the fee is charged once the crew has picked it up. Financed and bought items are yours to keep.`)
};

export const returns_center_start = /** @type {(inputs: Returns_Center_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a return`)
};

export const returns_page_title = /** @type {(inputs: Returns_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return items`)
};

export const returns_success_title = /** @type {(inputs: Returns_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pickup is booked`)
};

export const returns_success_intro = /** @type {(inputs: Returns_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the pickup. Leave the items where the crew can reach them.`)
};

export const returns_success_photos = /** @type {(inputs: Returns_Success_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of each item (front, back and any marks) help our crew plan the pickup. You can add or replace them until the pickup.`)
};

export const returns_add_photos = /** @type {(inputs: Returns_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

export const returns_view_return = /** @type {(inputs: Returns_View_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the return`)
};

export const returns_my_account = /** @type {(inputs: Returns_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const returns_return_policy = /** @type {(inputs: Returns_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return policy`)
};

export const returns_reason_no_longer_needed = /** @type {(inputs: Returns_Reason_No_Longer_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I no longer need it`)
};

export const returns_reason_moving = /** @type {(inputs: Returns_Reason_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am moving`)
};

export const returns_reason_not_as_expected = /** @type {(inputs: Returns_Reason_Not_As_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is not what I expected`)
};

export const returns_reason_damaged = /** @type {(inputs: Returns_Reason_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is damaged`)
};

export const returns_reason_upgrading = /** @type {(inputs: Returns_Reason_UpgradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am swapping it for something else`)
};

export const returns_reason_other = /** @type {(inputs: Returns_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another reason`)
};

export const returns_condition_better_than_new = /** @type {(inputs: Returns_Condition_Better_Than_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like new`)
};

export const returns_condition_light_wear = /** @type {(inputs: Returns_Condition_Light_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light wear`)
};

export const returns_condition_heavy_wear = /** @type {(inputs: Returns_Condition_Heavy_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heavy wear`)
};

export const returns_select_title = /** @type {(inputs: Returns_Select_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to return?`)
};

export const returns_select_intro = /** @type {(inputs: Returns_Select_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One pickup collects from one address. Returns are free once an item's free-return term is over; before that the pickup costs twice its monthly membership fee (PivotCare is not part of it).`)
};

export const returns_continue = /** @type {(inputs: Returns_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const returns_free_to_return = /** @type {(inputs: Returns_Free_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to return`)
};

export const returns_free_to_return_from = /** @type {(inputs: Returns_Free_To_Return_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free to return from ${i?.date}; a pickup before then costs ${i?.fee}`)
};

export const returns_details_title = /** @type {(inputs: Returns_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about each item`)
};

export const returns_why_returning = /** @type {(inputs: Returns_Why_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you returning it?`)
};

export const returns_in_a_few_words = /** @type {(inputs: Returns_In_A_Few_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a few words`)
};

export const returns_what_condition = /** @type {(inputs: Returns_What_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What condition is it in?`)
};

export const returns_change_items = /** @type {(inputs: Returns_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change items`)
};

export const returns_photos_title = /** @type {(inputs: Returns_Photos_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show us their condition`)
};

export const returns_photos_intro_damaged = /** @type {(inputs: Returns_Photos_Intro_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of each damaged item before you choose a pickup day. Photos of the others are welcome.`)
};

export const returns_photos_intro_optional = /** @type {(inputs: Returns_Photos_Intro_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos are optional: they help the crew bring what the pickup needs. You can also add them after booking.`)
};

export const returns_choose_pickup_day = /** @type {(inputs: Returns_Choose_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day`)
};

export const returns_back_to_details = /** @type {(inputs: Returns_Back_To_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the details`)
};

export const returns_pickup_title = /** @type {(inputs: Returns_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should we pick up?`)
};

export const returns_pickup_from = /** @type {(inputs: Returns_Pickup_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.address}.`)
};

export const returns_pickup_day = /** @type {(inputs: Returns_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup day`)
};

export const returns_pickup_time = /** @type {(inputs: Returns_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup time`)
};

export const returns_first_day = /** @type {(inputs: Returns_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} The first day we can come is ${i?.date}.`)
};

export const returns_review_the_return = /** @type {(inputs: Returns_Review_The_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the return`)
};

export const returns_back_to_photos = /** @type {(inputs: Returns_Back_To_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the photos`)
};

export const returns_review_title = /** @type {(inputs: Returns_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your return`)
};

export const returns_items_to_return = /** @type {(inputs: Returns_Items_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items to return`)
};

export const returns_free_return = /** @type {(inputs: Returns_Free_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free return`)
};

export const returns_pickup_on = /** @type {(inputs: Returns_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup on`)
};

export const returns_return_fees = /** @type {(inputs: Returns_Return_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return fees`)
};

export const returns_total = /** @type {(inputs: Returns_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const returns_review_terms = /** @type {(inputs: Returns_Review_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fee is charged to your card on file once the crew has picked the items up. Your monthly billing of these items stops on the pickup day.`)
};

export const returns_book_pickup = /** @type {(inputs: Returns_Book_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book the pickup`)
};

export const returns_booking_pickup = /** @type {(inputs: Returns_Booking_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the pickup`)
};

export const returns_change_pickup = /** @type {(inputs: Returns_Change_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the pickup`)
};

export const returns_loading = /** @type {(inputs: Returns_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const returns_load_failed = /** @type {(inputs: Returns_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your items`)
};

export const returns_nothing_to_return = /** @type {(inputs: Returns_Nothing_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to return right now: subscriptions and rentals can be returned once delivered.`)
};

export const returns_pricing = /** @type {(inputs: Returns_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your return`)
};

export const returns_price_failed = /** @type {(inputs: Returns_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your return`)
};

export const returns_opening_confirmation = /** @type {(inputs: Returns_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your confirmation`)
};

export const returns_problem_reason_missing = /** @type {(inputs: Returns_Problem_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose why you are returning it.`)
};

export const returns_problem_condition_missing = /** @type {(inputs: Returns_Problem_Condition_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the condition it is in.`)
};

export const returns_problem_note_missing = /** @type {(inputs: Returns_Problem_Note_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us in a few words why you return it.`)
};

export const returns_problem_photo_missing = /** @type {(inputs: Returns_Problem_Photo_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo of the damage.`)
};

export const returns_problem_pickup_day_missing = /** @type {(inputs: Returns_Problem_Pickup_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup day.`)
};

export const returns_problem_pickup_day_too_early = /** @type {(inputs: Returns_Problem_Pickup_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Choose a pickup day from ${i?.earliest} to ${i?.latest}.`)
};

export const returns_problem_pickup_day_out_of_range = /** @type {(inputs: Returns_Problem_Pickup_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a pickup day from ${i?.earliest} to ${i?.latest}.`)
};

export const returns_problem_pickup_time_missing = /** @type {(inputs: Returns_Problem_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a pickup time.`)
};

export const returns_problem_one_address = /** @type {(inputs: Returns_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One pickup collects from one address. Return the items at each address separately.`)
};

export const returns_problem_choose_items = /** @type {(inputs: Returns_Problem_Choose_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to return.`)
};

export const returns_photo_hint_required = /** @type {(inputs: Returns_Photo_Hint_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required: you told us it is damaged. Show the damage up close and the whole piece.`)
};

export const returns_photo_hint_optional = /** @type {(inputs: Returns_Photo_Hint_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: photos help the crew plan the pickup.`)
};

export const returns_photo_formats = /** @type {(inputs: Returns_Photo_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or HEIC, under 15 MB each, up to ${i?.max}.`)
};

export const returns_photo_formats_replace = /** @type {(inputs: Returns_Photo_Formats_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or HEIC, under 15 MB each, up to ${i?.max}. To replace a photo, remove it and add another.`)
};

export const returns_photos_of = /** @type {(inputs: Returns_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos of ${i?.name}`)
};

export const returns_photo_n_of = /** @type {(inputs: Returns_Photo_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of ${i?.name}`)
};

export const returns_photo_limit = /** @type {(inputs: Returns_Photo_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo limit reached`)
};

export const returns_add_more_photos = /** @type {(inputs: Returns_Add_More_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add more photos`)
};

export const returns_add_photos_of = /** @type {(inputs: Returns_Add_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add photos of ${i?.name}`)
};

export const returns_uploading = /** @type {(inputs: Returns_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading`)
};

export const returns_upload_failed = /** @type {(inputs: Returns_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That photo could not be uploaded. Try again.`)
};

export const returns_not_a_photo = /** @type {(inputs: Returns_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is not a photo. Send a JPEG, PNG, WebP or HEIC image.`)
};

export const returns_too_large = /** @type {(inputs: Returns_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos must be under 15 MB.`)
};

export const returns_empty_file = /** @type {(inputs: Returns_Empty_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is empty. Choose a photo.`)
};

export const returns_photo_count = /** @type {(inputs: Returns_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} photos`)
};

export const returns_removing = /** @type {(inputs: Returns_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing`)
};

export const returns_remove_photo_n = /** @type {(inputs: Returns_Remove_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove photo ${i?.number} of ${i?.name}`)
};

export const returns_remove = /** @type {(inputs: Returns_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const returns_photos_page_title = /** @type {(inputs: Returns_Photos_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of your return`)
};

export const returns_open_failed = /** @type {(inputs: Returns_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not open this return`)
};

export const returns_try_again = /** @type {(inputs: Returns_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const returns_something_wrong = /** @type {(inputs: Returns_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const returns_return_number = /** @type {(inputs: Returns_Return_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number}.`)
};

export const returns_return_number_pickup = /** @type {(inputs: Returns_Return_Number_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return ${i?.number}, pickup ${i?.when}.`)
};

export const returns_photos_page_intro = /** @type {(inputs: Returns_Photos_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A few photos of each item (front, back, and any marks) help our crew plan the pickup. Location data is removed from every photo.`)
};

export const returns_photos_closed_title = /** @type {(inputs: Returns_Photos_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These photos can no longer be changed`)
};

export const returns_photos_closed_text = /** @type {(inputs: Returns_Photos_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items have been picked up (or the pickup was cancelled).`)
};

export const returns_photos_room = /** @type {(inputs: Returns_Photos_RoomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.max} photos per item: choose ${i?.room} more at most.`)
};

export const returns_pickup_when = /** @type {(inputs: Returns_Pickup_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.period}`)
};

export const swapmove_my_products = /** @type {(inputs: Swapmove_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Products`)
};

export const swapmove_my_account = /** @type {(inputs: Swapmove_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const swapmove_no_change = /** @type {(inputs: Swapmove_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no change`)
};

export const swapmove_loading = /** @type {(inputs: Swapmove_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const swapmove_opening_confirmation = /** @type {(inputs: Swapmove_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your confirmation`)
};

export const swapmove_view_receipt = /** @type {(inputs: Swapmove_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the receipt`)
};

export const swapmove_time = /** @type {(inputs: Swapmove_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const swapmove_change_day = /** @type {(inputs: Swapmove_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the day`)
};

export const swapmove_charged_today = /** @type {(inputs: Swapmove_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged today`)
};

export const swapmove_first_day = /** @type {(inputs: Swapmove_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} The first day we can come is ${i?.date}.`)
};

export const swapmove_load_pieces_failed = /** @type {(inputs: Swapmove_Load_Pieces_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load your pieces`)
};

export const swapmove_swap_title = /** @type {(inputs: Swapmove_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap a piece`)
};

export const swapmove_swap_item_title = /** @type {(inputs: Swapmove_Swap_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to swap?`)
};

export const swapmove_swap_item_intro = /** @type {(inputs: Swapmove_Swap_Item_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the piece to give back. Our crew brings its replacement and takes it away on the same visit.`)
};

export const swapmove_your_pieces = /** @type {(inputs: Swapmove_Your_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pieces`)
};

export const swapmove_choose_replacement = /** @type {(inputs: Swapmove_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a replacement`)
};

export const swapmove_replacement_title = /** @type {(inputs: Swapmove_Replacement_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose its replacement`)
};

export const swapmove_in_place_of = /** @type {(inputs: Swapmove_In_Place_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In place of your ${i?.name}.`)
};

export const swapmove_in_place_of_charge = /** @type {(inputs: Swapmove_In_Place_Of_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In place of your ${i?.name} (${i?.charge}).`)
};

export const swapmove_search_catalogue = /** @type {(inputs: Swapmove_Search_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the catalogue`)
};

export const swapmove_searching = /** @type {(inputs: Swapmove_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching`)
};

export const swapmove_search = /** @type {(inputs: Swapmove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const swapmove_finding_replacements = /** @type {(inputs: Swapmove_Finding_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding replacements`)
};

export const swapmove_no_replacements = /** @type {(inputs: Swapmove_No_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches at your depot with the same way to pay. Try another search.`)
};

export const swapmove_replacements_label = /** @type {(inputs: Swapmove_Replacements_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replacements available at your depot`)
};

export const swapmove_choose_swap_day = /** @type {(inputs: Swapmove_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the swap day`)
};

export const swapmove_change_item = /** @type {(inputs: Swapmove_Change_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the item`)
};

export const swapmove_swap_schedule_title = /** @type {(inputs: Swapmove_Swap_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should the crew come?`)
};

export const swapmove_swap_schedule_intro = /** @type {(inputs: Swapmove_Swap_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At ${i?.address}: the crew brings the new piece and takes your ${i?.name} on the same visit.`)
};

export const swapmove_swap_day = /** @type {(inputs: Swapmove_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap day`)
};

export const swapmove_review_swap = /** @type {(inputs: Swapmove_Review_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the swap`)
};

export const swapmove_change_replacement = /** @type {(inputs: Swapmove_Change_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the replacement`)
};

export const swapmove_swap_review_title = /** @type {(inputs: Swapmove_Swap_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your swap`)
};

export const swapmove_the_swap = /** @type {(inputs: Swapmove_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The swap`)
};

export const swapmove_goes_back = /** @type {(inputs: Swapmove_Goes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goes back`)
};

export const swapmove_comes_in_place = /** @type {(inputs: Swapmove_Comes_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comes in its place`)
};

export const swapmove_swap_on = /** @type {(inputs: Swapmove_Swap_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap on`)
};

export const swapmove_at_address = /** @type {(inputs: Swapmove_At_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.address}`)
};

export const swapmove_monthly_from_swap = /** @type {(inputs: Swapmove_Monthly_From_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly from the swap day`)
};

export const swapmove_swap_visit = /** @type {(inputs: Swapmove_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap visit`)
};

export const swapmove_swap_terms = /** @type {(inputs: Swapmove_Swap_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s charge goes on your card on file. Your current piece’s membership ends on the swap day and the new one starts that day; its first month is billed once it is delivered.`)
};

export const swapmove_confirm_swap = /** @type {(inputs: Swapmove_Confirm_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the swap`)
};

export const swapmove_booking_swap = /** @type {(inputs: Swapmove_Booking_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the swap`)
};

export const swapmove_nothing_to_swap = /** @type {(inputs: Swapmove_Nothing_To_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to swap right now: subscribed and rented pieces can be swapped once delivered, one booking at a time.`)
};

export const swapmove_replacements_failed = /** @type {(inputs: Swapmove_Replacements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the replacements`)
};

export const swapmove_pricing_swap = /** @type {(inputs: Swapmove_Pricing_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your swap`)
};

export const swapmove_swap_price_failed = /** @type {(inputs: Swapmove_Swap_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your swap`)
};

export const swapmove_swap_booked = /** @type {(inputs: Swapmove_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your swap is booked`)
};

export const swapmove_swap_success_intro = /** @type {(inputs: Swapmove_Swap_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the visit. The crew brings your new piece and takes the old one away; leave a clear path for them.`)
};

export const swapmove_problem_item_missing = /** @type {(inputs: Swapmove_Problem_Item_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the item to give back.`)
};

export const swapmove_problem_replacement_missing = /** @type {(inputs: Swapmove_Problem_Replacement_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the piece you would like instead.`)
};

export const swapmove_problem_swap_day_missing = /** @type {(inputs: Swapmove_Problem_Swap_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the swap day.`)
};

export const swapmove_problem_swap_day_out_of_range = /** @type {(inputs: Swapmove_Problem_Swap_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a swap day from ${i?.earliest} to ${i?.latest}.`)
};

export const swapmove_problem_time_missing = /** @type {(inputs: Swapmove_Problem_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time for the crew.`)
};

export const swapmove_move_title = /** @type {(inputs: Swapmove_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move your furniture`)
};

export const swapmove_move_items_title = /** @type {(inputs: Swapmove_Move_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What would you like to move?`)
};

export const swapmove_move_items_intro = /** @type {(inputs: Swapmove_Move_Items_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose some or all of the pieces at one address. Moves need at least a week’s notice.`)
};

export const swapmove_yours = /** @type {(inputs: Swapmove_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

export const swapmove_choose_new_address = /** @type {(inputs: Swapmove_Choose_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the new address`)
};

export const swapmove_address_title = /** @type {(inputs: Swapmove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where are they going?`)
};

export const swapmove_from_address = /** @type {(inputs: Swapmove_From_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.address}.`)
};

export const swapmove_your_addresses = /** @type {(inputs: Swapmove_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your addresses`)
};

export const swapmove_new_address = /** @type {(inputs: Swapmove_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new address`)
};

export const swapmove_save_address = /** @type {(inputs: Swapmove_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this address`)
};

export const swapmove_the_new_address = /** @type {(inputs: Swapmove_The_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new address`)
};

export const swapmove_choose_move_day = /** @type {(inputs: Swapmove_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the move day`)
};

export const swapmove_checking_address = /** @type {(inputs: Swapmove_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the address`)
};

export const swapmove_change_items = /** @type {(inputs: Swapmove_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the items`)
};

export const swapmove_check_address = /** @type {(inputs: Swapmove_Check_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the address.`)
};

export const swapmove_move_schedule_title = /** @type {(inputs: Swapmove_Move_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When should we pick them up?`)
};

export const swapmove_move_schedule_intro = /** @type {(inputs: Swapmove_Move_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our ${i?.fromDepot} crew picks them up; ${i?.delivery}. The earliest move day is ${i?.earliest}.`)
};

export const swapmove_delivered_same_day = /** @type {(inputs: Swapmove_Delivered_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`they deliver them the same day`)
};

export const swapmove_delivered_next_day = /** @type {(inputs: Swapmove_Delivered_Next_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`our ${i?.toDepot} crew delivers them the next day`)
};

export const swapmove_delivered_days_later = /** @type {(inputs: Swapmove_Delivered_Days_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`our ${i?.toDepot} crew delivers them ${i?.days} days later`)
};

export const swapmove_move_day = /** @type {(inputs: Swapmove_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move day`)
};

export const swapmove_review_move = /** @type {(inputs: Swapmove_Review_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review the move`)
};

export const swapmove_change_address = /** @type {(inputs: Swapmove_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the address`)
};

export const swapmove_priced_on = /** @type {(inputs: Swapmove_Priced_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priced on`)
};

export const swapmove_through = /** @type {(inputs: Swapmove_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(through ${i?.places})`)
};

export const swapmove_between_depots_rate = /** @type {(inputs: Swapmove_Between_Depots_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Between depots we charge ${i?.rate} a kilometre of road from our published table;`)
};

export const swapmove_check_road = /** @type {(inputs: Swapmove_Check_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the road on OpenStreetMap`)
};

export const swapmove_one_crew = /** @type {(inputs: Swapmove_One_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One crew picks up and delivers the same day.`)
};

export const swapmove_buyout_title = /** @type {(inputs: Swapmove_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move costs more than buying out`)
};

export const swapmove_buyout_text_one = /** @type {(inputs: Swapmove_Buyout_Text_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The move fee, ${i?.fee} before tax, is more than buying this piece out today: ${i?.buyout} before tax. You could buy it out and keep it, or return it and choose furniture near your new home.`)
};

export const swapmove_buyout_text_many = /** @type {(inputs: Swapmove_Buyout_Text_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The move fee, ${i?.fee} before tax, is more than buying these pieces out today: ${i?.buyout} before tax. You could buy them out and keep them, or return them and choose furniture near your new home.`)
};

export const swapmove_buy_out_one = /** @type {(inputs: Swapmove_Buy_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy it out instead`)
};

export const swapmove_buy_out_many = /** @type {(inputs: Swapmove_Buy_Out_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy them out instead`)
};

export const swapmove_return_one = /** @type {(inputs: Swapmove_Return_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return it instead`)
};

export const swapmove_return_many = /** @type {(inputs: Swapmove_Return_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return them instead`)
};

export const swapmove_move_review_title = /** @type {(inputs: Swapmove_Move_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your move`)
};

export const swapmove_pieces_to_move = /** @type {(inputs: Swapmove_Pieces_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces to move`)
};

export const swapmove_from = /** @type {(inputs: Swapmove_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const swapmove_to = /** @type {(inputs: Swapmove_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

export const swapmove_pickup_on = /** @type {(inputs: Swapmove_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup on`)
};

export const swapmove_delivery_on = /** @type {(inputs: Swapmove_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; delivery on`)
};

export const swapmove_move_fee_between = /** @type {(inputs: Swapmove_Move_Fee_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move fee (${i?.from} to ${i?.to}, ${i?.km} km by road)`)
};

export const swapmove_move_fee_within = /** @type {(inputs: Swapmove_Move_Fee_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move fee (within ${i?.depot})`)
};

export const swapmove_move_terms_card = /** @type {(inputs: Swapmove_Move_Terms_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fee goes on your card on file today.`)
};

export const swapmove_move_terms_taxed = /** @type {(inputs: Swapmove_Move_Terms_TaxedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bills from the delivery day are taxed in ${i?.province}.`)
};

export const swapmove_move_terms_same = /** @type {(inputs: Swapmove_Move_Terms_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your monthly fees do not change.`)
};

export const swapmove_confirm_move = /** @type {(inputs: Swapmove_Confirm_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the move`)
};

export const swapmove_booking_move = /** @type {(inputs: Swapmove_Booking_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking the move`)
};

export const swapmove_nothing_to_move = /** @type {(inputs: Swapmove_Nothing_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have nothing to move right now: pieces on a plan can be moved once delivered, one booking at a time.`)
};

export const swapmove_pricing_move = /** @type {(inputs: Swapmove_Pricing_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing your move`)
};

export const swapmove_move_price_failed = /** @type {(inputs: Swapmove_Move_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not price your move`)
};

export const swapmove_move_booked = /** @type {(inputs: Swapmove_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your move is booked`)
};

export const swapmove_move_success_intro = /** @type {(inputs: Swapmove_Move_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you the day before the pickup and again before the delivery at your new address.`)
};

export const swapmove_problem_one_address = /** @type {(inputs: Swapmove_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One move takes items from one address. Move the items at each address separately.`)
};

export const swapmove_problem_items_missing = /** @type {(inputs: Swapmove_Problem_Items_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one item to move.`)
};

export const swapmove_problem_address_missing = /** @type {(inputs: Swapmove_Problem_Address_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the address to move to.`)
};

export const swapmove_problem_move_day_missing = /** @type {(inputs: Swapmove_Problem_Move_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the move day.`)
};

export const swapmove_problem_move_day_too_early = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moves need at least a week’s notice. Choose ${i?.earliest} or a later day.`)
};

export const swapmove_problem_move_day_too_late = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moves can be booked up to ${i?.latest}.`)
};

export const routes_statecharts = /** @type {(inputs: Routes_StatechartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statecharts`)
};

export const routes_your_cart = /** @type {(inputs: Routes_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart`)
};

export const routes_return_center = /** @type {(inputs: Routes_Return_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return center`)
};

export const routes_packages = /** @type {(inputs: Routes_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages`)
};

export const routes_shared_cart = /** @type {(inputs: Routes_Shared_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared cart`)
};

export const routes_share_your_cart = /** @type {(inputs: Routes_Share_Your_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your cart`)
};

export const routes_buy_out_your_furniture = /** @type {(inputs: Routes_Buy_Out_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy out your furniture`)
};

export const routes_deliveries = /** @type {(inputs: Routes_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries`)
};

export const routes_address = /** @type {(inputs: Routes_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const routes_checkout = /** @type {(inputs: Routes_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const routes_swap_a_piece = /** @type {(inputs: Routes_Swap_A_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap a piece`)
};

export const routes_move_your_furniture = /** @type {(inputs: Routes_Move_Your_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move your furniture`)
};

export const routes_pickup_booked = /** @type {(inputs: Routes_Pickup_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup booked`)
};

export const routes_profile = /** @type {(inputs: Routes_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const routes_referral = /** @type {(inputs: Routes_ReferralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral`)
};

export const routes_delivery_notices = /** @type {(inputs: Routes_Delivery_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery notices`)
};

export const routes_move_booked = /** @type {(inputs: Routes_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move booked`)
};

export const routes_unsigned_agreements = /** @type {(inputs: Routes_Unsigned_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsigned agreements`)
};

export const routes_product_reviews = /** @type {(inputs: Routes_Product_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product reviews`)
};

export const routes_photos_of_your_return = /** @type {(inputs: Routes_Photos_Of_Your_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos of your return`)
};

export const routes_payment_information = /** @type {(inputs: Routes_Payment_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment information`)
};

export const routes_my_account = /** @type {(inputs: Routes_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const routes_complete_your_showroom_order = /** @type {(inputs: Routes_Complete_Your_Showroom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete your showroom order`)
};

export const routes_pay_for_your_buyout = /** @type {(inputs: Routes_Pay_For_Your_BuyoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for your buyout`)
};

export const routes_follow_your_delivery = /** @type {(inputs: Routes_Follow_Your_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your delivery`)
};

export const routes_return_items = /** @type {(inputs: Routes_Return_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return items`)
};

export const routes_upcoming_bill = /** @type {(inputs: Routes_Upcoming_BillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming bill`)
};

export const routes_order_placed = /** @type {(inputs: Routes_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

export const routes_write_a_review = /** @type {(inputs: Routes_Write_A_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a review`)
};

export const routes_my_products = /** @type {(inputs: Routes_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Products`)
};

export const routes_swap_booked = /** @type {(inputs: Routes_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap booked`)
};

export const routes_choose_an_address = /** @type {(inputs: Routes_Choose_An_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an address`)
};

export const routes_receipts = /** @type {(inputs: Routes_ReceiptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipts`)
};

export const routes_receipt = /** @type {(inputs: Routes_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

export const routes_billing_history = /** @type {(inputs: Routes_Billing_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing history`)
};