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
/** @typedef {{}} Swapmove_Province_AbInputs */
/** @typedef {{}} Swapmove_Province_BcInputs */
/** @typedef {{}} Swapmove_Province_MbInputs */
/** @typedef {{}} Swapmove_Province_NbInputs */
/** @typedef {{}} Swapmove_Province_NlInputs */
/** @typedef {{}} Swapmove_Province_NsInputs */
/** @typedef {{}} Swapmove_Province_NtInputs */
/** @typedef {{}} Swapmove_Province_NuInputs */
/** @typedef {{}} Swapmove_Province_OnInputs */
/** @typedef {{}} Swapmove_Province_PeInputs */
/** @typedef {{}} Swapmove_Province_QcInputs */
/** @typedef {{}} Swapmove_Province_SkInputs */
/** @typedef {{}} Swapmove_Province_YtInputs */
import * as registry from "../registry.js"


export const shell_language_name = /** @type {(inputs: Shell_Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

export const shell_language_switch_label = /** @type {(inputs: Shell_Language_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const shell_language_switch_hint = /** @type {(inputs: Shell_Language_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See this page in English`)
};

export const shell_cart_label_empty = /** @type {(inputs: Shell_Cart_Label_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier, vide`)
};

export const shell_cart_label = /** @type {(inputs: Shell_Cart_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Panier, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Panier, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("shell_cart_label");
};

export const shell_footer_shop = /** @type {(inputs: Shell_Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_faq = /** @type {(inputs: Shell_Footer_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_footer_contact = /** @type {(inputs: Shell_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_footer_swatches = /** @type {(inputs: Shell_Footer_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const shell_footer_cover_kit = /** @type {(inputs: Shell_Footer_Cover_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tissus et housses de remplacement`)
};

export const shell_footer_company = /** @type {(inputs: Shell_Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_footer_our_approach = /** @type {(inputs: Shell_Footer_Our_ApproachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

export const shell_footer_agreements = /** @type {(inputs: Shell_Footer_AgreementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos contrats`)
};

export const shell_footer_careers = /** @type {(inputs: Shell_Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrières`)
};

export const shell_footer_external_site = /** @type {(inputs: Shell_Footer_External_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (site externe)`)
};

export const shell_footer_your_account = /** @type {(inputs: Shell_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const shell_footer_my_account = /** @type {(inputs: Shell_Footer_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_footer_create_account = /** @type {(inputs: Shell_Footer_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

export const shell_footer_sign_in = /** @type {(inputs: Shell_Footer_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_footer_policies = /** @type {(inputs: Shell_Footer_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiques`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

export const shell_footer_liquidation_policy = /** @type {(inputs: Shell_Footer_Liquidation_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de la vente de liquidation`)
};

export const shell_footer_copyright = /** @type {(inputs: Shell_Footer_CopyrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`© 2025 Pivot Furniture Inc. Tous les prix sont en dollars canadiens.`)
};

export const shell_footer_social = /** @type {(inputs: Shell_Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot sur les médias sociaux`)
};

export const shell_footer_language = /** @type {(inputs: Shell_Footer_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const shell_header_home = /** @type {(inputs: Shell_Header_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil de Pivot Furniture`)
};

export const shell_menu_title = /** @type {(inputs: Shell_Menu_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const shell_menu_close = /** @type {(inputs: Shell_Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_menu_main = /** @type {(inputs: Shell_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

export const shell_menu_my_account = /** @type {(inputs: Shell_Menu_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_menu_sign_in = /** @type {(inputs: Shell_Menu_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

export const shell_menu_faq = /** @type {(inputs: Shell_Menu_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

export const shell_menu_contact = /** @type {(inputs: Shell_Menu_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const shell_menu_sign_out = /** @type {(inputs: Shell_Menu_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_back = /** @type {(inputs: Shell_Menu_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au menu principal`)
};

export const shell_menu_all = /** @type {(inputs: Shell_Menu_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} : tout voir`)
};

export const shell_sale_badge = /** @type {(inputs: Shell_Sale_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais`)
};

export const shell_brand = /** @type {(inputs: Shell_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pivot`)
};

export const shell_account_greeting = /** @type {(inputs: Shell_Account_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour, ${i?.name}`)
};

export const shell_account_my_account = /** @type {(inputs: Shell_Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const shell_account_sign_in = /** @type {(inputs: Shell_Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_cart_popup_added = /** @type {(inputs: Shell_Cart_Popup_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier`)
};

export const shell_cart_popup_not_added = /** @type {(inputs: Shell_Cart_Popup_Not_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ajouté à votre panier`)
};

export const shell_cart_popup_cleared = /** @type {(inputs: Shell_Cart_Popup_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier vidé`)
};

export const shell_cart_popup_cleared_text = /** @type {(inputs: Shell_Cart_Popup_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier et votre panier de retour sont maintenant vides.`)
};

export const shell_cart_popup_add_error = /** @type {(inputs: Shell_Cart_Popup_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors de l'ajout à votre panier. Veuillez réessayer ou joindre le soutien.`)
};

export const shell_cart_popup_item = /** @type {(inputs: Shell_Cart_Popup_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. `)
};

export const shell_cart_popup_count = /** @type {(inputs: Shell_Cart_Popup_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} article dans votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous avez ${i?.count} articles dans votre panier.`);
	return /** @type {LocalizedString} */ ("shell_cart_popup_count");
};

export const shell_cart_popup_view_cart = /** @type {(inputs: Shell_Cart_Popup_View_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le panier`)
};

export const shell_cart_popup_checkout = /** @type {(inputs: Shell_Cart_Popup_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const shell_category_menu_label = /** @type {(inputs: Shell_Category_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par catégorie`)
};

export const shell_liquidation_title = /** @type {(inputs: Shell_Liquidation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente de liquidation finale : 85 % de rabais sur tout.`)
};

export const shell_liquidation_pickup = /** @type {(inputs: Shell_Liquidation_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à notre entrepôt de Mississauga, en Ontario.`)
};

export const shell_liquidation_policy_link = /** @type {(inputs: Shell_Liquidation_Policy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la politique de la vente`)
};

export const shell_location_title = /** @type {(inputs: Shell_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const shell_location_pinned_city = /** @type {(inputs: Shell_Location_Pinned_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par notre dépôt de ${i?.city}; il n'y a donc pas de ville à choisir.`)
};

export const shell_location_pinned = /** @type {(inputs: Shell_Location_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendant notre vente de liquidation finale, toutes les commandes sont servies par un seul dépôt.`)
};

export const shell_location_shop_from = /** @type {(inputs: Shell_Location_Shop_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner à ${i?.city}`)
};

export const shell_location_continue = /** @type {(inputs: Shell_Location_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const shell_location_pinned_prices_city = /** @type {(inputs: Shell_Location_Pinned_Prices_CityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt de ${i?.city} (${i?.province}). Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_pinned_prices_default = /** @type {(inputs: Shell_Location_Pinned_Prices_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix et la disponibilité sont ceux du dépôt par défaut. Les articles de la vente se ramassent à notre entrepôt; consultez la politique de la vente de liquidation pour les détails.`)
};

export const shell_location_description = /** @type {(inputs: Shell_Location_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous livrons dans 15 villes au Canada. Les prix, la disponibilité et les frais de livraison dépendent de la vôtre.`)
};

export const shell_location_current = /** @type {(inputs: Shell_Location_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous magasinez à ${i?.city} (${i?.province}).`)
};

export const shell_location_select_city = /** @type {(inputs: Shell_Location_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const shell_location_button = /** @type {(inputs: Shell_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville : `)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne trouvons pas la page que vous cherchez`)
};

export const shell_not_found_page_title = /** @type {(inputs: Shell_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être ancien ou mal écrit. Choisissez une pièce ci-dessous, ou retournez à la page d'accueil pour continuer à magasiner.`)
};

export const shell_not_found_rooms = /** @type {(inputs: Shell_Not_Found_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à magasiner`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d'accueil`)
};

export const shell_promo_sale = /** @type {(inputs: Shell_Promo_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`85 % de rabais sur tous les meubles`)
};

export const shell_promo_made_in_canada = /** @type {(inputs: Shell_Promo_Made_In_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const shell_promo_own_crew = /** @type {(inputs: Shell_Promo_Own_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré et assemblé par notre propre équipe`)
};

export const shell_billing_alert = /** @type {(inputs: Shell_Billing_AlertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des renseignements de facturation requise! Cliquez ici pour les mettre à jour.`)
};

export const shell_quick_links_label = /** @type {(inputs: Shell_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories populaires`)
};

export const shell_quick_sofas = /** @type {(inputs: Shell_Quick_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const shell_quick_sectionals = /** @type {(inputs: Shell_Quick_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const shell_quick_lounge_chairs = /** @type {(inputs: Shell_Quick_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const shell_quick_loveseats = /** @type {(inputs: Shell_Quick_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const shell_quick_coffee_tables = /** @type {(inputs: Shell_Quick_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const shell_quick_end_tables = /** @type {(inputs: Shell_Quick_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d'appoint`)
};

export const shell_quick_dining_tables = /** @type {(inputs: Shell_Quick_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const shell_quick_dining_chairs = /** @type {(inputs: Shell_Quick_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const shell_quick_beds = /** @type {(inputs: Shell_Quick_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const shell_search = /** @type {(inputs: Shell_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const shell_search_close = /** @type {(inputs: Shell_Search_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la recherche`)
};

export const shell_search_hint = /** @type {(inputs: Shell_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur Entrée pour voir les résultats.`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite`)
};

export const shell_error_text = /** @type {(inputs: Shell_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Nous avons été avisés de l'erreur et la corrigerons dès que possible. Veuillez réessayer dans un moment.`)
};

export const shell_error_text_unreported = /** @type {(inputs: Shell_Error_Text_UnreportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet inconvénient. Veuillez réessayer dans un moment. Si le problème persiste, joignez-nous et dites-nous ce que vous faisiez.`)
};

export const shell_error_retry = /** @type {(inputs: Shell_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au contenu`)
};

export const shell_back = /** @type {(inputs: Shell_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

export const shell_back_address = /** @type {(inputs: Shell_Back_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux adresses`)
};

export const shell_back_my_products = /** @type {(inputs: Shell_Back_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes produits`)
};

export const shell_back_my_account = /** @type {(inputs: Shell_Back_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mon compte`)
};

export const shell_unsupported_page_title = /** @type {(inputs: Shell_Unsupported_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur non pris en charge`)
};

export const shell_unsupported_heading = /** @type {(inputs: Shell_Unsupported_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez mettre à jour votre navigateur`)
};

export const shell_unsupported_text = /** @type {(inputs: Shell_Unsupported_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : notre site ne prend pas en charge votre navigateur.`)
};

export const shell_unsupported_features = /** @type {(inputs: Shell_Unsupported_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre magasin utilise des fonctions que les anciens navigateurs n'ont pas. Chacun de ces navigateurs gratuits, tenu à jour, fonctionne bien sur ordinateur, téléphone et tablette :`)
};

export const shell_unsupported_phone = /** @type {(inputs: Shell_Unsupported_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous préférez magasiner par téléphone, notre service à la clientèle peut vous aider au `)
};

export const shell_version_title = /** @type {(inputs: Shell_Version_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const shell_version_release = /** @type {(inputs: Shell_Version_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication `)
};

export const shell_province_ab = /** @type {(inputs: Shell_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const shell_province_bc = /** @type {(inputs: Shell_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const shell_province_mb = /** @type {(inputs: Shell_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const shell_province_nb = /** @type {(inputs: Shell_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const shell_province_nl = /** @type {(inputs: Shell_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const shell_province_ns = /** @type {(inputs: Shell_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const shell_province_nt = /** @type {(inputs: Shell_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const shell_province_nu = /** @type {(inputs: Shell_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const shell_province_on = /** @type {(inputs: Shell_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const shell_province_pe = /** @type {(inputs: Shell_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const shell_province_qc = /** @type {(inputs: Shell_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const shell_province_sk = /** @type {(inputs: Shell_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const shell_province_yt = /** @type {(inputs: Shell_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_dismiss = /** @type {(inputs: Ui_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_notification = /** @type {(inputs: Ui_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification`)
};

export const ui_loading = /** @type {(inputs: Ui_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const ui_loading_wait = /** @type {(inputs: Ui_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement, veuillez patienter...`)
};

export const ui_on_this_page = /** @type {(inputs: Ui_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette page`)
};

export const ui_breadcrumb = /** @type {(inputs: Ui_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

export const ui_pages = /** @type {(inputs: Ui_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const ui_previous_page = /** @type {(inputs: Ui_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

export const ui_previous = /** @type {(inputs: Ui_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

export const ui_next_page = /** @type {(inputs: Ui_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

export const ui_next = /** @type {(inputs: Ui_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

export const ui_page_number = /** @type {(inputs: Ui_Page_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const ui_try_again = /** @type {(inputs: Ui_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const ui_previous_image = /** @type {(inputs: Ui_Previous_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image précédente`)
};

export const ui_next_image = /** @type {(inputs: Ui_Next_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image suivante`)
};

export const ui_password_show = /** @type {(inputs: Ui_Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

export const ui_password_hide = /** @type {(inputs: Ui_Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const ui_password_subject = /** @type {(inputs: Ui_Password_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mot de passe`)
};

export const ui_final_sale = /** @type {(inputs: Ui_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const ui_or_from = /** @type {(inputs: Ui_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de `)
};

export const ui_gallery_more = /** @type {(inputs: Ui_Gallery_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres photos`)
};

export const ui_gallery_full_screen = /** @type {(inputs: Ui_Gallery_Full_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir ${i?.name} en plein écran`)
};

export const ui_gallery_picture = /** @type {(inputs: Ui_Gallery_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir la photo ${i?.number} sur ${i?.total} : ${i?.name}`)
};

export const ui_promo_play = /** @type {(inputs: Ui_Promo_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire défiler les promotions`)
};

export const ui_promo_pause = /** @type {(inputs: Ui_Promo_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre les promotions en pause`)
};

export const ui_rating = /** @type {(inputs: Ui_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5 étoiles`)
};

export const ui_stars = /** @type {(inputs: Ui_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("ui_stars");
};

export const ui_reviews = /** @type {(inputs: Ui_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("ui_reviews");
};

export const ui_search_label = /** @type {(inputs: Ui_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des meubles`)
};

export const ui_search_placeholder = /** @type {(inputs: Ui_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas, chêne, velours…`)
};

export const ui_search_submit = /** @type {(inputs: Ui_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les résultats`)
};

export const ui_unavailable = /** @type {(inputs: Ui_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non disponible`)
};

export const ui_address_label = /** @type {(inputs: Ui_Address_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse de livraison`)
};

export const ui_address_first_name = /** @type {(inputs: Ui_Address_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

export const ui_address_last_name = /** @type {(inputs: Ui_Address_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const ui_address_phone = /** @type {(inputs: Ui_Address_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

export const ui_address_phone_hint = /** @type {(inputs: Ui_Address_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l'équipe de livraison`)
};

export const ui_address_street = /** @type {(inputs: Ui_Address_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const ui_address_unit = /** @type {(inputs: Ui_Address_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

export const ui_address_city = /** @type {(inputs: Ui_Address_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const ui_address_province = /** @type {(inputs: Ui_Address_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province`)
};

export const ui_address_province_placeholder = /** @type {(inputs: Ui_Address_Province_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une province`)
};

export const ui_address_postal_code = /** @type {(inputs: Ui_Address_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const ui_address_postal_code_hint = /** @type {(inputs: Ui_Address_Postal_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format : A1A 1A1`)
};

export const ui_address_building_type = /** @type {(inputs: Ui_Address_Building_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de bâtiment`)
};

export const ui_address_choose_one = /** @type {(inputs: Ui_Address_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez`)
};

export const ui_address_house = /** @type {(inputs: Ui_Address_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison`)
};

export const ui_address_apartment = /** @type {(inputs: Ui_Address_ApartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appartement`)
};

export const ui_address_condo = /** @type {(inputs: Ui_Address_CondoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condo`)
};

export const ui_address_townhouse = /** @type {(inputs: Ui_Address_TownhouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maison de ville`)
};

export const ui_address_office = /** @type {(inputs: Ui_Address_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const ui_address_floor = /** @type {(inputs: Ui_Address_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étage`)
};

export const ui_address_buzzer = /** @type {(inputs: Ui_Address_BuzzerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interphone`)
};

export const ui_address_receiving_hours = /** @type {(inputs: Ui_Address_Receiving_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures de réception`)
};

export const ui_address_receiving_hours_hint = /** @type {(inputs: Ui_Address_Receiving_Hours_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand quelqu'un peut faire entrer l'équipe`)
};

export const ui_address_elevator = /** @type {(inputs: Ui_Address_ElevatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès à un ascenseur`)
};

export const ui_address_dock_door = /** @type {(inputs: Ui_Address_Dock_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porte de quai de chargement`)
};

export const ui_address_primary = /** @type {(inputs: Ui_Address_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire mon adresse principale`)
};

export const ui_address_instructions = /** @type {(inputs: Ui_Address_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructions de livraison`)
};

export const ui_address_saving = /** @type {(inputs: Ui_Address_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de l'adresse`)
};

export const ui_card_processor = /** @type {(inputs: Ui_Card_ProcessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carte va directement à notre processeur de paiement; nous ne voyons ni ne gardons jamais son numéro.`)
};

export const ui_card_name = /** @type {(inputs: Ui_Card_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom sur la carte`)
};

export const ui_card_number = /** @type {(inputs: Ui_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de carte`)
};

export const ui_card_expiry = /** @type {(inputs: Ui_Card_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration (MM/AA)`)
};

export const ui_card_expiry_placeholder = /** @type {(inputs: Ui_Card_Expiry_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM/AA`)
};

export const ui_card_security_code = /** @type {(inputs: Ui_Card_Security_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de sécurité`)
};

export const cart_checkout = /** @type {(inputs: Cart_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la caisse`)
};

export const cart_blocked_no_city = /** @type {(inputs: Cart_Blocked_No_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord votre ville`)
};

export const cart_blocked_updating = /** @type {(inputs: Cart_Blocked_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des prix avant le paiement…`)
};

export const cart_blocked_failed = /** @type {(inputs: Cart_Blocked_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier : réessayez d’abord`)
};

export const cart_blocked_line_errors = /** @type {(inputs: Cart_Blocked_Line_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez d’abord les articles qui ne peuvent pas être commandés`)
};

export const cart_page_title = /** @type {(inputs: Cart_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier`)
};

export const cart_dismiss = /** @type {(inputs: Cart_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const cart_discarded_notice = /** @type {(inputs: Cart_Discarded_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu lire votre panier enregistré, il a donc été vidé. Veuillez ajouter vos articles de nouveau.`)
};

export const cart_liquidation_purchase = /** @type {(inputs: Cart_Liquidation_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : à ce prix, la pièce est à vous — sans abonnement, ramassage seulement.`)
};

export const cart_city_reason_cart = /** @type {(inputs: Cart_City_Reason_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions calculer le prix de votre panier avec ses frais de livraison et ses taxes.`)
};

export const cart_empty_title = /** @type {(inputs: Cart_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide`)
};

export const cart_browse_furniture = /** @type {(inputs: Cart_Browse_FurnitureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les meubles`)
};

export const cart_empty_text = /** @type {(inputs: Cart_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à partir de n’importe quelle page de produit : ils vous attendront ici.`)
};

export const cart_add_assembly = /** @type {(inputs: Cart_Add_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’assemblage`)
};

export const cart_assembly_hint_price = /** @type {(inputs: Cart_Assembly_Hint_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison pour ${i?.price}.`)
};

export const cart_assembly_hint = /** @type {(inputs: Cart_Assembly_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe assemble vos meubles à la livraison.`)
};

export const cart_updating_prices = /** @type {(inputs: Cart_Updating_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour des prix…`)
};

export const cart_quote_failed_cart = /** @type {(inputs: Cart_Quote_Failed_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier`)
};

export const cart_quote_error = /** @type {(inputs: Cart_Quote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre panier. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_delivery_chosen = /** @type {(inputs: Cart_Delivery_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date de livraison choisie : ${i?.date}`)
};

export const cart_share_cart = /** @type {(inputs: Cart_Share_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le panier`)
};

export const cart_empty_cart = /** @type {(inputs: Cart_Empty_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vider le panier`)
};

export const cart_lines_label = /** @type {(inputs: Cart_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de votre panier`)
};

export const cart_line_option = /** @type {(inputs: Cart_Line_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option} : ${i?.value}`)
};

export const cart_pivotcare_label = /** @type {(inputs: Cart_Pivotcare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare`)
};

export const cart_pivotcare_label_price = /** @type {(inputs: Cart_Pivotcare_Label_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protection contre les dommages PivotCare +${i?.price}`)
};

export const cart_pivotcare_hint = /** @type {(inputs: Cart_Pivotcare_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couvre les dommages accidentels tant que la pièce est chez vous.`)
};

export const cart_line_final_sale = /** @type {(inputs: Cart_Line_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : ni retour ni échange.`)
};

export const cart_quantity = /** @type {(inputs: Cart_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantité`)
};

export const cart_quantity_count = /** @type {(inputs: Cart_Quantity_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantité : ${i?.quantity}`)
};

export const cart_remove = /** @type {(inputs: Cart_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const cart_remove_line = /** @type {(inputs: Cart_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

export const cart_way_subscription = /** @type {(inputs: Cart_Way_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement mensuel`)
};

export const cart_way_financing = /** @type {(inputs: Cart_Way_FinancingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financement mensuel`)
};

export const cart_way_rental = /** @type {(inputs: Cart_Way_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const cart_way_buy = /** @type {(inputs: Cart_Way_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter`)
};

export const cart_way_final_sale_monthly = /** @type {(inputs: Cart_Way_Final_Sale_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale, mensuel`)
};

export const cart_way_final_sale = /** @type {(inputs: Cart_Way_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const cart_way_minimum = /** @type {(inputs: Cart_Way_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, minimum de ${i?.months} mois`)
};

export const cart_way_months = /** @type {(inputs: Cart_Way_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.way}, ${i?.months} mois`)
};

export const cart_terms_financing = /** @type {(inputs: Cart_Terms_FinancingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.payments} paiements mensuels de ${i?.amount} · total de ${i?.total}`)
};

export const cart_terms_subscription = /** @type {(inputs: Cart_Terms_SubscriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À vous après ${i?.payments} paiements`)
};

export const cart_terms_rental = /** @type {(inputs: Cart_Terms_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’à ce que vous la retourniez`)
};

export const cart_summary_title = /** @type {(inputs: Cart_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé de la commande`)
};

export const cart_due_today = /** @type {(inputs: Cart_Due_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer aujourd’hui`)
};

export const cart_then_monthly = /** @type {(inputs: Cart_Then_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite, chaque mois`)
};

export const cart_row_purchases = /** @type {(inputs: Cart_Row_PurchasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats`)
};

export const cart_row_first_month = /** @type {(inputs: Cart_Row_First_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier mois des articles mensuels`)
};

export const cart_row_pickup = /** @type {(inputs: Cart_Row_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage à l’entrepôt`)
};

export const cart_row_free = /** @type {(inputs: Cart_Row_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

export const cart_row_delivery = /** @type {(inputs: Cart_Row_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison`)
};

export const cart_row_assembly = /** @type {(inputs: Cart_Row_AssemblyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage`)
};

export const cart_row_account_credit = /** @type {(inputs: Cart_Row_Account_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit au compte`)
};

export const cart_row_total_today = /** @type {(inputs: Cart_Row_Total_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer aujourd’hui`)
};

export const cart_row_monthly_items = /** @type {(inputs: Cart_Row_Monthly_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles mensuels`)
};

export const cart_row_each_month = /** @type {(inputs: Cart_Row_Each_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois`)
};

export const cart_tax_gst = /** @type {(inputs: Cart_Tax_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TPS`)
};

export const cart_tax_hst = /** @type {(inputs: Cart_Tax_HstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVH`)
};

export const cart_tax_qst = /** @type {(inputs: Cart_Tax_QstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVQ`)
};

export const cart_tax_pst = /** @type {(inputs: Cart_Tax_PstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVP`)
};

export const cart_tax_rst = /** @type {(inputs: Cart_Tax_RstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVD`)
};

export const cart_tax_rate = /** @type {(inputs: Cart_Tax_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tax} ${i?.percent} %`)
};

export const cart_pickup_note = /** @type {(inputs: Cart_Pickup_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto). Vous choisissez votre jour de ramassage au moment de payer.`)
};

export const cart_estimated_delivery = /** @type {(inputs: Cart_Estimated_DeliveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison prévue : du ${i?.from} au ${i?.to}`)
};

export const cart_final_sale_title = /** @type {(inputs: Cart_Final_Sale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles en vente finale`)
};

export const cart_final_sale_text = /** @type {(inputs: Cart_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains articles sont en vente finale : ils ne peuvent être ni retournés ni échangés.`)
};

export const cart_sale_notice_one = /** @type {(inputs: Cart_Sale_Notice_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} était dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : c’est donc maintenant un achat au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_other = /** @type {(inputs: Cart_Sale_Notice_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} étaient dans votre panier avec un paiement mensuel (abonnement, financement ou location). La vente de liquidation vend chaque pièce à l’achat seulement : ce sont donc maintenant des achats au prix de liquidation, sans paiements mensuels ni PivotCare.`)
};

export const cart_sale_notice_an_item = /** @type {(inputs: Cart_Sale_Notice_An_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article`)
};

export const cart_list_and = /** @type {(inputs: Cart_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} et ${i?.last}`)
};

export const cart_error_title = /** @type {(inputs: Cart_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page ne s’est pas chargée`)
};

export const cart_error_network = /** @type {(inputs: Cart_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const cart_error_general = /** @type {(inputs: Cart_Error_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de ce problème. Veuillez réessayer dans un moment.`)
};

export const cart_try_again = /** @type {(inputs: Cart_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const cart_home_page = /** @type {(inputs: Cart_Home_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const cart_city_fixed = /** @type {(inputs: Cart_City_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix établis pour notre dépôt de ${i?.place}. Pendant la vente de liquidation, toutes les commandes y sont ramassées : la ville ne peut donc pas être changée.`)
};

export const cart_your_city = /** @type {(inputs: Cart_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ville`)
};

export const cart_your_city_hint = /** @type {(inputs: Cart_Your_City_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prix, la disponibilité, les frais de livraison et les taxes sont ceux de cette ville.`)
};

export const cart_choose_location = /** @type {(inputs: Cart_Choose_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre ville`)
};

export const cart_select_city = /** @type {(inputs: Cart_Select_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une ville`)
};

export const cart_loading_cities = /** @type {(inputs: Cart_Loading_CitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des villes…`)
};

export const cart_cities_failed = /** @type {(inputs: Cart_Cities_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger la liste des villes.`)
};

export const cart_packages = /** @type {(inputs: Cart_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensembles`)
};

export const cart_package_pictures = /** @type {(inputs: Cart_Package_PicturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pièces de l’ensemble ${i?.name}`)
};

export const cart_package_pieces_heading = /** @type {(inputs: Cart_Package_Pieces_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièce`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dans cet ensemble : ${i?.count} pièces`);
	return /** @type {LocalizedString} */ ("cart_package_pieces_heading");
};

export const cart_package_lines_label = /** @type {(inputs: Cart_Package_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles de l’ensemble`)
};

export const cart_package_missing_one = /** @type {(inputs: Cart_Package_Missing_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une pièce n’est plus vendue et est laissée de côté.`)
};

export const cart_package_missing_other = /** @type {(inputs: Cart_Package_Missing_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pièces ne sont plus vendues et sont laissées de côté.`)
};

export const cart_quote_failed_package = /** @type {(inputs: Cart_Quote_Failed_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de cet ensemble`)
};

export const cart_add_package = /** @type {(inputs: Cart_Add_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’ensemble au panier`)
};

export const cart_packages_intro = /** @type {(inputs: Cart_Packages_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des pièces que nous avons agencées pour vous : des meubles qui vont ensemble, ajoutés à votre panier en une seule étape.`)
};

export const cart_packages_none_title = /** @type {(inputs: Cart_Packages_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun ensemble pour le moment`)
};

export const cart_packages_none_text = /** @type {(inputs: Cart_Packages_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt, ou magasinez pièce par pièce.`)
};

export const cart_packages_all = /** @type {(inputs: Cart_Packages_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ensembles`)
};

export const cart_package_tile_note = /** @type {(inputs: Cart_Package_Tile_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pièce · ${i?.description}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pièces · ${i?.description}`);
	return /** @type {LocalizedString} */ ("cart_package_tile_note");
};

export const cart_share_title = /** @type {(inputs: Cart_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager votre panier`)
};

export const cart_share_city_reason = /** @type {(inputs: Cart_Share_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons avant de partager votre panier.`)
};

export const cart_share_empty_text = /** @type {(inputs: Cart_Share_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des meubles à votre panier, puis revenez pour le partager.`)
};

export const cart_share_intro = /** @type {(inputs: Cart_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un lien vers ce panier pour l’ouvrir sur un autre appareil ou l’envoyer à quelqu’un. Le lien garde les articles tels qu’ils sont maintenant; les prix sont calculés pour la personne qui l’ouvre.`)
};

export const cart_share_lines_label = /** @type {(inputs: Cart_Share_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier que vous partagez`)
};

export const cart_share_link_label = /** @type {(inputs: Cart_Share_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vers votre panier`)
};

export const cart_share_link_hint = /** @type {(inputs: Cart_Share_Link_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toute personne qui a ce lien peut voir ces articles jusqu’au ${i?.date}.`)
};

export const cart_share_copy = /** @type {(inputs: Cart_Share_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const cart_share_open = /** @type {(inputs: Cart_Share_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien`)
};

export const cart_share_copied = /** @type {(inputs: Cart_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié.`)
};

export const cart_share_copy_failed = /** @type {(inputs: Cart_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur n’a pas pu le copier : le lien est sélectionné, copiez-le à partir de là.`)
};

export const cart_share_failed_title = /** @type {(inputs: Cart_Share_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n’a pas été créé`)
};

export const cart_share_failed = /** @type {(inputs: Cart_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : le lien n’a pas pu être créé. Veuillez réessayer dans un moment.`)
};

export const cart_share_create = /** @type {(inputs: Cart_Share_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le lien`)
};

export const cart_back_to_cart = /** @type {(inputs: Cart_Back_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre panier`)
};

export const cart_shared_title = /** @type {(inputs: Cart_Shared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé`)
};

export const cart_shared_not_found_title = /** @type {(inputs: Cart_Shared_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier partagé introuvable`)
};

export const cart_shared_expired = /** @type {(inputs: Cart_Shared_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de panier partagé a expiré ou n’existe pas`)
};

export const cart_go_to_cart = /** @type {(inputs: Cart_Go_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre panier`)
};

export const cart_shared_expired_text = /** @type {(inputs: Cart_Shared_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens de panier partagé sont valides 90 jours. Demandez un nouveau lien, ou trouvez les pièces dans notre catalogue.`)
};

export const cart_shared_with_you_one = /** @type {(inputs: Cart_Shared_With_You_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé cet article avec vous. Ajoutez-le à votre panier pour le commander, ou pour continuer à magasiner avec lui.`)
};

export const cart_shared_with_you_other = /** @type {(inputs: Cart_Shared_With_You_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a partagé ces ${i?.count} articles avec vous. Ajoutez-les à votre panier pour les commander, ou pour continuer à magasiner avec eux.`)
};

export const cart_shared_loaded_replace = /** @type {(inputs: Cart_Shared_Loaded_ReplaceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre panier contient maintenant l’article du panier partagé.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre panier contient maintenant les ${i?.count} articles du panier partagé.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_replace");
};

export const cart_shared_loaded_increased = /** @type {(inputs: Cart_Shared_Loaded_IncreasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Articles partagés ajoutés à votre panier. Nouveaux : ${i?.added}. Déjà présents (quantité augmentée) : ${i?.increased}.`)
};

export const cart_shared_loaded_added = /** @type {(inputs: Cart_Shared_Loaded_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne partagée ajoutée à votre panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lignes partagées ajoutées à votre panier.`);
	return /** @type {LocalizedString} */ ("cart_shared_loaded_added");
};

export const cart_shared_capped = /** @type {(inputs: Cart_Shared_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quantités sont limitées à 20 par article.`)
};

export const cart_shared_skipped = /** @type {(inputs: Cart_Shared_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article laissé de côté : un panier contient au plus 50 articles différents.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles laissés de côté : un panier contient au plus 50 articles différents.`);
	return /** @type {LocalizedString} */ ("cart_shared_skipped");
};

export const cart_shared_add_error = /** @type {(inputs: Cart_Shared_Add_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue pendant l’ajout à votre panier. Veuillez réessayer ou joindre le service à la clientèle.`)
};

export const cart_shared_city_reason = /** @type {(inputs: Cart_Shared_City_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville où nous livrons, pour que nous puissions vous montrer les prix de ce panier.`)
};

export const cart_shared_unavailable_one = /** @type {(inputs: Cart_Shared_Unavailable_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article n’est plus vendu et ne sera pas ajouté.`)
};

export const cart_shared_unavailable_other = /** @type {(inputs: Cart_Shared_Unavailable_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} articles ne sont plus vendus et ne seront pas ajoutés.`)
};

export const cart_shared_lines_label = /** @type {(inputs: Cart_Shared_Lines_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier partagé`)
};

export const cart_quote_failed_items = /** @type {(inputs: Cart_Quote_Failed_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de ces articles`)
};

export const cart_shared_none_sold = /** @type {(inputs: Cart_Shared_None_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces articles ne sont plus vendus.`)
};

export const cart_add_to_my_cart = /** @type {(inputs: Cart_Add_To_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à mon panier`)
};

export const cart_shared_own_one = /** @type {(inputs: Cart_Shared_Own_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà un article. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_shared_own_other = /** @type {(inputs: Cart_Shared_Own_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre panier contient déjà ${i?.count} articles. Voulez-vous y ajouter ceux-ci, ou le remplacer par ceux-ci?`)
};

export const cart_replace_my_cart = /** @type {(inputs: Cart_Replace_My_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer mon panier`)
};

export const cart_snapshot_no_longer_sold = /** @type {(inputs: Cart_Snapshot_No_Longer_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’est plus vendu : il ne sera pas ajouté.`)
};

export const cart_price_for_city = /** @type {(inputs: Cart_Price_For_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix pour votre ville`)
};

export const cart_added_named = /** @type {(inputs: Cart_Added_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été ajouté à votre panier.`)
};

export const cart_added = /** @type {(inputs: Cart_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté à votre panier.`)
};

export const cart_product_pickup = /** @type {(inputs: Cart_Product_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ramassage seulement, à l’entrepôt Pivot, ${i?.address}. Tous les jours, de 10 h à 17 h (heure de Toronto).`)
};

export const catalog_home = /** @type {(inputs: Catalog_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const catalog_try_again = /** @type {(inputs: Catalog_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const catalog_go_home = /** @type {(inputs: Catalog_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

export const catalog_back_home = /** @type {(inputs: Catalog_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page d’accueil`)
};

export const catalog_choose_one = /** @type {(inputs: Catalog_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites un choix`)
};

export const catalog_error_title = /** @type {(inputs: Catalog_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu être chargée`)
};

export const catalog_error_network = /** @type {(inputs: Catalog_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre le magasin. Vérifiez votre connexion, puis réessayez.`)
};

export const catalog_error_generic = /** @type {(inputs: Catalog_Error_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés de cet ennui. Veuillez réessayer dans un instant.`)
};

export const catalog_category_gone = /** @type {(inputs: Catalog_Category_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette catégorie n’est plus offerte`)
};

export const catalog_category_title_page = /** @type {(inputs: Catalog_Category_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, page ${i?.page}`)
};

export const catalog_category_description = /** @type {(inputs: Catalog_Category_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasinez ${i?.name} chez ${i?.site}.`)
};

export const catalog_category_by_type = /** @type {(inputs: Catalog_Category_By_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner par type : ${i?.name}`)
};

export const catalog_category_products = /** @type {(inputs: Catalog_Category_ProductsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits : ${i?.name}`)
};

export const catalog_category_empty_title = /** @type {(inputs: Catalog_Category_Empty_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun article dans « ${i?.name} » pour le moment`)
};

export const catalog_category_see_all = /** @type {(inputs: Catalog_Category_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir toute la catégorie ${i?.name}`)
};

export const catalog_category_empty_text = /** @type {(inputs: Catalog_Category_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouvelles pièces arrivent chaque semaine. Revenez bientôt ou essayez une catégorie voisine.`)
};

export const catalog_home_title = /** @type {(inputs: Catalog_Home_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : des meubles pour chaque foyer canadien`)
};

export const catalog_home_description = /** @type {(inputs: Catalog_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles mieux que neufs pour les foyers canadiens : abonnement mensuel, financement, location ou achat comptant, livrés et assemblés dans 15 villes.`)
};

export const catalog_home_eyebrow = /** @type {(inputs: Catalog_Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fièrement fabriqué au Canada`)
};

export const catalog_home_hero_title = /** @type {(inputs: Catalog_Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des meubles pour chaque foyer canadien`)
};

export const catalog_home_hero_lead = /** @type {(inputs: Catalog_Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous au mois, financez, louez ou achetez des meubles mieux que neufs, livrés et assemblés par notre propre équipe dans quinze villes, de Vancouver à St. John’s.`)
};

export const catalog_home_hero_alt = /** @type {(inputs: Catalog_Home_Hero_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dans une pièce meublée`)
};

export const catalog_shop_category = /** @type {(inputs: Catalog_Shop_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Magasiner : ${i?.name}`)
};

export const catalog_order_free_swatches = /** @type {(inputs: Catalog_Order_Free_SwatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons gratuits`)
};

export const catalog_home_featured = /** @type {(inputs: Catalog_Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meubles en vedette`)
};

export const catalog_shop_by_room = /** @type {(inputs: Catalog_Shop_By_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magasiner par pièce`)
};

export const catalog_home_gallery = /** @type {(inputs: Catalog_Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vrais foyers, de vrais Canadiens`)
};

export const catalog_home_gallery_text = /** @type {(inputs: Catalog_Home_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos meubles chez nos clients, partout au pays. #LivePivot`)
};

export const catalog_home_photo_alt = /** @type {(inputs: Catalog_Home_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pièce d’un client`)
};

export const catalog_your_city = /** @type {(inputs: Catalog_Your_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre ville`)
};

export const catalog_final_sale = /** @type {(inputs: Catalog_Final_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale`)
};

export const catalog_way_to_pay_label = /** @type {(inputs: Catalog_Way_To_Pay_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

export const catalog_final_sale_text = /** @type {(inputs: Catalog_Final_Sale_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pièce est vendue telle quelle, à prix de vente finale. Les achats en vente finale ne peuvent être ni retournés ni échangés.`)
};

export const catalog_add_to_cart = /** @type {(inputs: Catalog_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au panier`)
};

export const catalog_price_term_minimum = /** @type {(inputs: Catalog_Price_Term_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, minimum de ${i?.term} mois`)
};

export const catalog_price_or = /** @type {(inputs: Catalog_Price_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ou `)
};

export const catalog_price_outright = /** @type {(inputs: Catalog_Price_OutrightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comptant`)
};

export const catalog_price_or_from = /** @type {(inputs: Catalog_Price_Or_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou à partir de`)
};

export const catalog_price_with = /** @type {(inputs: Catalog_Price_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec l’option « ${i?.way} »`)
};

export const catalog_assembly_not_offered = /** @type {(inputs: Catalog_Assembly_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage non offert`)
};

export const catalog_assembly_kit = /** @type {(inputs: Catalog_Assembly_KitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : arrive prête à assembler, avec les outils fournis.`)
};

export const catalog_assembly_fee = /** @type {(inputs: Catalog_Assembly_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage par notre équipe de livraison :`)
};

export const catalog_assembly_free = /** @type {(inputs: Catalog_Assembly_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assemblage gratuit par notre équipe de livraison`)
};

export const catalog_facts_overview = /** @type {(inputs: Catalog_Facts_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

export const catalog_facts_details = /** @type {(inputs: Catalog_Facts_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

export const catalog_facts_materials = /** @type {(inputs: Catalog_Facts_MaterialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matériaux`)
};

export const catalog_facts_care = /** @type {(inputs: Catalog_Facts_CareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entretien`)
};

export const catalog_facts_about = /** @type {(inputs: Catalog_Facts_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.name}`)
};

export const catalog_dimensions = /** @type {(inputs: Catalog_DimensionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensions`)
};

export const catalog_drawing_front_alt = /** @type {(inputs: Catalog_Drawing_Front_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de face avec les mesures`)
};

export const catalog_drawing_side_alt = /** @type {(inputs: Catalog_Drawing_Side_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, vue de côté avec les mesures`)
};

export const catalog_measurements = /** @type {(inputs: Catalog_MeasurementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesures`)
};

export const catalog_measure = /** @type {(inputs: Catalog_MeasureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesure`)
};

export const catalog_metric = /** @type {(inputs: Catalog_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique`)
};

export const catalog_imperial = /** @type {(inputs: Catalog_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial`)
};

export const catalog_suggestions = /** @type {(inputs: Catalog_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous aimerez peut-être aussi`)
};

export const catalog_from = /** @type {(inputs: Catalog_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À partir de`)
};

export const catalog_unavailable_title = /** @type {(inputs: Catalog_Unavailable_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désolés : ${i?.name} n’est pas offert dans votre région pour le moment.`)
};

export const catalog_unavailable_head = /** @type {(inputs: Catalog_Unavailable_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est pas offert ici`)
};

export const catalog_unavailable_see_other = /** @type {(inputs: Catalog_Unavailable_See_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir d’autres articles : ${i?.name}`)
};

export const catalog_unavailable_text = /** @type {(inputs: Catalog_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les stocks varient d’une ville à l’autre. Choisissez une autre ville ou parcourez ce que nous pouvons vous livrer.`)
};

export const catalog_listing_colour = /** @type {(inputs: Catalog_Listing_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur`)
};

export const catalog_listing_none = /** @type {(inputs: Catalog_Listing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit`)
};

export const catalog_listing_count = /** @type {(inputs: Catalog_Listing_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} produit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} produits`);
	return /** @type {LocalizedString} */ ("catalog_listing_count");
};

export const catalog_listing_showing = /** @type {(inputs: Catalog_Listing_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produits ${i?.first} à ${i?.last} sur ${i?.total}`)
};

export const catalog_clear_filters = /** @type {(inputs: Catalog_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

export const catalog_bestsellers_only = /** @type {(inputs: Catalog_Bestsellers_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleurs vendeurs seulement`)
};

export const catalog_listing_past_end = /** @type {(inputs: Catalog_Listing_Past_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est au-delà de la fin de la liste`)
};

export const catalog_listing_first_page = /** @type {(inputs: Catalog_Listing_First_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la première page`)
};

export const catalog_listing_page_count = /** @type {(inputs: Catalog_Listing_Page_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il y a ${i?.count} page de produits ici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il y a ${i?.count} pages de produits ici.`);
	return /** @type {LocalizedString} */ ("catalog_listing_page_count");
};

export const catalog_listing_no_match = /** @type {(inputs: Catalog_Listing_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit ne correspond à ces filtres`)
};

export const catalog_listing_no_match_text = /** @type {(inputs: Catalog_Listing_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez avec moins de couleurs, ou effacez les filtres pour tout voir.`)
};

export const catalog_listing_products = /** @type {(inputs: Catalog_Listing_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

export const catalog_sort_by = /** @type {(inputs: Catalog_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const catalog_sort_featured = /** @type {(inputs: Catalog_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

export const catalog_sort_price_asc = /** @type {(inputs: Catalog_Sort_Price_AscInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus bas au plus élevé`)
};

export const catalog_sort_price_desc = /** @type {(inputs: Catalog_Sort_Price_DescInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix : du plus élevé au plus bas`)
};

export const catalog_sort_name = /** @type {(inputs: Catalog_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom : de A à Z`)
};

export const catalog_option_not_here = /** @type {(inputs: Catalog_Option_Not_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non offert ici`)
};

export const catalog_option_unavailable_label = /** @type {(inputs: Catalog_Option_Unavailable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, non offert dans votre ville`)
};

export const catalog_option_unavailable = /** @type {(inputs: Catalog_Option_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (non offert dans votre ville)`)
};

export const catalog_learn_more = /** @type {(inputs: Catalog_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

export const catalog_learn_more_named = /** @type {(inputs: Catalog_Learn_More_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En savoir plus : ${i?.name}`)
};

export const catalog_reviews = /** @type {(inputs: Catalog_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

export const catalog_reviews_none = /** @type {(inputs: Catalog_Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis pour le moment. Les clients qui ont cette pièce peuvent donner leur avis à partir de leur compte.`)
};

export const catalog_reviews_count = /** @type {(inputs: Catalog_Reviews_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ ("catalog_reviews_count");
};

export const catalog_reviews_list = /** @type {(inputs: Catalog_Reviews_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis, du plus récent au plus ancien`)
};

export const catalog_reviews_a_customer = /** @type {(inputs: Catalog_Reviews_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un client`)
};

export const catalog_reviews_verified = /** @type {(inputs: Catalog_Reviews_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Client vérifié`)
};

export const catalog_reviews_newer = /** @type {(inputs: Catalog_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus récents`)
};

export const catalog_reviews_older = /** @type {(inputs: Catalog_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis plus anciens`)
};

export const catalog_reviews_page = /** @type {(inputs: Catalog_Reviews_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.count}`)
};

export const catalog_search_results_for = /** @type {(inputs: Catalog_Search_Results_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats pour « ${i?.query} »`)
};

export const catalog_search_head_title = /** @type {(inputs: Catalog_Search_Head_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.query}`)
};

export const catalog_search_tag_description = /** @type {(inputs: Catalog_Search_Tag_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} chez ${i?.site} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_search_description = /** @type {(inputs: Catalog_Search_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meubles correspondant à « ${i?.query} » chez ${i?.site}.`)
};

export const catalog_search = /** @type {(inputs: Catalog_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche`)
};

export const catalog_search_results = /** @type {(inputs: Catalog_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const catalog_search_tag_empty = /** @type {(inputs: Catalog_Search_Tag_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons aucun article « ${i?.name} » à montrer pour le moment.`)
};

export const catalog_search_empty = /** @type {(inputs: Catalog_Search_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à « ${i?.query} ». Vérifiez l’orthographe, utilisez moins de mots ou essayez l’une de ces recherches.`)
};

export const catalog_search_none = /** @type {(inputs: Catalog_Search_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun produit trouvé`)
};

export const catalog_search_popular = /** @type {(inputs: Catalog_Search_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherches populaires`)
};

export const catalog_search_rooms = /** @type {(inputs: Catalog_Search_RoomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces`)
};

export const catalog_tag_sofas = /** @type {(inputs: Catalog_Tag_SofasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas`)
};

export const catalog_tag_sectionals = /** @type {(inputs: Catalog_Tag_SectionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofas sectionnels`)
};

export const catalog_tag_lounge_chairs = /** @type {(inputs: Catalog_Tag_Lounge_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuils`)
};

export const catalog_tag_loveseats = /** @type {(inputs: Catalog_Tag_LoveseatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Causeuses`)
};

export const catalog_tag_coffee_tables = /** @type {(inputs: Catalog_Tag_Coffee_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salon`)
};

export const catalog_tag_end_tables = /** @type {(inputs: Catalog_Tag_End_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables d’appoint`)
};

export const catalog_tag_dining_tables = /** @type {(inputs: Catalog_Tag_Dining_TablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables de salle à manger`)
};

export const catalog_tag_dining_chairs = /** @type {(inputs: Catalog_Tag_Dining_ChairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaises de salle à manger`)
};

export const catalog_tag_beds = /** @type {(inputs: Catalog_Tag_BedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lits`)
};

export const catalog_swatches_title = /** @type {(inputs: Catalog_Swatches_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu gratuits`)
};

export const catalog_swatches_description = /** @type {(inputs: Catalog_Swatches_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandez jusqu’à 10 échantillons de tissu gratuits, postés partout au Canada, et voyez nos couleurs sous votre propre éclairage avant de choisir.`)
};

export const catalog_swatches_breadcrumb = /** @type {(inputs: Catalog_Swatches_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échantillons de tissu`)
};

export const catalog_swatches_intro = /** @type {(inputs: Catalog_Swatches_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voyez et touchez nos tissus sous votre propre éclairage avant de choisir. Choisissez jusqu’à ${i?.max} échantillons et nous vous les posterons gratuitement, partout au Canada, dans un délai de 5 jours ouvrables.`)
};

export const catalog_swatches_form = /** @type {(inputs: Catalog_Swatches_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander des échantillons de tissu`)
};

export const catalog_swatches_where = /** @type {(inputs: Catalog_Swatches_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où devons-nous les envoyer ?`)
};

export const catalog_swatches_full_name = /** @type {(inputs: Catalog_Swatches_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

export const catalog_swatches_email = /** @type {(inputs: Catalog_Swatches_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel`)
};

export const catalog_swatches_email_hint = /** @type {(inputs: Catalog_Swatches_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous l’utilisons seulement en cas de question au sujet de vos échantillons.`)
};

export const catalog_swatches_phone = /** @type {(inputs: Catalog_Swatches_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de téléphone`)
};

export const catalog_swatches_street = /** @type {(inputs: Catalog_Swatches_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse municipale`)
};

export const catalog_swatches_unit = /** @type {(inputs: Catalog_Swatches_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité ou appartement (facultatif)`)
};

export const catalog_swatches_city = /** @type {(inputs: Catalog_Swatches_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

export const catalog_swatches_province = /** @type {(inputs: Catalog_Swatches_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Province ou territoire`)
};

export const catalog_swatches_postal_code = /** @type {(inputs: Catalog_Swatches_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal`)
};

export const catalog_swatches_postal_hint = /** @type {(inputs: Catalog_Swatches_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple K1A 0B1`)
};

export const catalog_swatches_country = /** @type {(inputs: Catalog_Swatches_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays : Canada. Nous postons les échantillons au Canada seulement.`)
};

export const catalog_swatches_failed = /** @type {(inputs: Catalog_Swatches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande n’a pas été transmise`)
};

export const catalog_swatches_failed_text = /** @type {(inputs: Catalog_Swatches_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix et votre adresse sont conservés; réessayez dans un instant.`)
};

export const catalog_swatches_sending = /** @type {(inputs: Catalog_Swatches_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi de votre commande`)
};

export const catalog_swatches_order_count = /** @type {(inputs: Catalog_Swatches_Order_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillon gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Commander ${i?.count} échantillons gratuits`);
	return /** @type {LocalizedString} */ ("catalog_swatches_order_count");
};

export const catalog_swatches_choose = /** @type {(inputs: Catalog_Swatches_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez vos tissus`)
};

export const catalog_swatches_chosen = /** @type {(inputs: Catalog_Swatches_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis : ${i?.count} sur ${i?.max}`)
};

export const catalog_swatches_full = /** @type {(inputs: Catalog_Swatches_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. C’est le maximum pour une commande.`)
};

export const catalog_swatches_other_fabrics = /** @type {(inputs: Catalog_Swatches_Other_FabricsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres tissus`)
};

export const catalog_swatches_placed = /** @type {(inputs: Catalog_Swatches_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos échantillons sont en route`)
};

export const catalog_keep_shopping = /** @type {(inputs: Catalog_Keep_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à magasiner`)
};

export const catalog_swatches_order_number = /** @type {(inputs: Catalog_Swatches_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

export const catalog_swatches_mailing = /** @type {(inputs: Catalog_Swatches_MailingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillon dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à ce sujet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nous postons ${i?.count} échantillons dans un délai de 5 jours ouvrables. Conservez le numéro de commande : mentionnez-le si vous nous appelez à leur sujet.`);
	return /** @type {LocalizedString} */ ("catalog_swatches_mailing");
};

export const catalog_error_full_name = /** @type {(inputs: Catalog_Error_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre nom complet.`)
};

export const catalog_error_full_name_long = /** @type {(inputs: Catalog_Error_Full_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un nom d’au plus 100 caractères.`)
};

export const catalog_error_email = /** @type {(inputs: Catalog_Error_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse courriel.`)
};

export const catalog_error_email_invalid = /** @type {(inputs: Catalog_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse courriel comme nom@exemple.ca.`)
};

export const catalog_error_phone = /** @type {(inputs: Catalog_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre numéro de téléphone.`)
};

export const catalog_error_phone_invalid = /** @type {(inputs: Catalog_Error_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro de téléphone canadien à 10 chiffres, comme 416-555-0123.`)
};

export const catalog_error_street = /** @type {(inputs: Catalog_Error_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre adresse municipale.`)
};

export const catalog_error_street_long = /** @type {(inputs: Catalog_Error_Street_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse d’au plus 200 caractères.`)
};

export const catalog_error_unit_long = /** @type {(inputs: Catalog_Error_Unit_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un numéro d’unité d’au plus 20 caractères.`)
};

export const catalog_error_city = /** @type {(inputs: Catalog_Error_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre ville.`)
};

export const catalog_error_city_long = /** @type {(inputs: Catalog_Error_City_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une ville d’au plus 100 caractères.`)
};

export const catalog_error_province = /** @type {(inputs: Catalog_Error_ProvinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre province ou territoire.`)
};

export const catalog_error_postal_code = /** @type {(inputs: Catalog_Error_Postal_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez votre code postal.`)
};

export const catalog_error_postal_code_invalid = /** @type {(inputs: Catalog_Error_Postal_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez un code postal canadien, comme K1A 0B1.`)
};

export const catalog_error_postal_code_province = /** @type {(inputs: Catalog_Error_Postal_Code_ProvinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.postal} n’est pas un code postal de la province ou du territoire choisi (${i?.province}). Vérifiez le code postal ou la province.`)
};

export const catalog_error_swatches_none = /** @type {(inputs: Catalog_Error_Swatches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un échantillon.`)
};

export const catalog_error_swatches_many = /** @type {(inputs: Catalog_Error_Swatches_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez au plus ${i?.max} échantillons par commande.`)
};

export const catalog_delivers_days = /** @type {(inputs: Catalog_Delivers_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} jours`)
};

export const catalog_delivers_weeks = /** @type {(inputs: Catalog_Delivers_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.count} semaines`)
};

export const catalog_delivers_range_days = /** @type {(inputs: Catalog_Delivers_Range_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} jours`)
};

export const catalog_delivers_range_weeks = /** @type {(inputs: Catalog_Delivers_Range_WeeksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livraison en ${i?.low} à ${i?.high} semaines`)
};

export const catalog_stock_only_left = /** @type {(inputs: Catalog_Stock_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.count} en stock`)
};

export const catalog_stock_in = /** @type {(inputs: Catalog_Stock_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En stock`)
};

export const catalog_stock_from = /** @type {(inputs: Catalog_Stock_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En stock à partir du ${i?.date}`)
};

export const catalog_stock_made_to_order = /** @type {(inputs: Catalog_Stock_Made_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabriqué sur commande`)
};

export const catalog_stock_out = /** @type {(inputs: Catalog_Stock_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En rupture de stock à ${i?.city}`)
};

export const catalog_dimension_width = /** @type {(inputs: Catalog_Dimension_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur`)
};

export const catalog_dimension_depth = /** @type {(inputs: Catalog_Dimension_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur`)
};

export const catalog_dimension_height = /** @type {(inputs: Catalog_Dimension_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur`)
};

export const catalog_dimension_seat_height = /** @type {(inputs: Catalog_Dimension_Seat_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur d’assise`)
};

export const catalog_dimension_seat_depth = /** @type {(inputs: Catalog_Dimension_Seat_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profondeur d’assise`)
};

export const catalog_dimension_arm_height = /** @type {(inputs: Catalog_Dimension_Arm_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des accoudoirs`)
};

export const catalog_dimension_arm_width = /** @type {(inputs: Catalog_Dimension_Arm_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur des accoudoirs`)
};

export const catalog_dimension_leg_height = /** @type {(inputs: Catalog_Dimension_Leg_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauteur des pieds`)
};

export const catalog_dimension_pile_thickness = /** @type {(inputs: Catalog_Dimension_Pile_ThicknessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épaisseur des poils`)
};

export const catalog_dimension_weight = /** @type {(inputs: Catalog_Dimension_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

export const catalog_unit_inches = /** @type {(inputs: Catalog_Unit_InchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} po`)
};

export const catalog_picture_front = /** @type {(inputs: Catalog_Picture_FrontInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de face avec les dimensions`)
};

export const catalog_picture_side = /** @type {(inputs: Catalog_Picture_SideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : vue de côté avec les dimensions`)
};

export const catalog_images_title = /** @type {(inputs: Catalog_Images_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : photo ${i?.number} sur ${i?.count}`)
};

export const catalog_images_description = /** @type {(inputs: Catalog_Images_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}.`)
};

export const catalog_images_close = /** @type {(inputs: Catalog_Images_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermer et revenir à ${i?.name}`)
};

export const catalog_head_description = /** @type {(inputs: Catalog_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} par ${i?.maker} : abonnement, financement ou achat, livraison partout au Canada.`)
};

export const catalog_head_title_color = /** @type {(inputs: Catalog_Head_Title_ColorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, couleur ${i?.color}`)
};

export const catalog_pay_finance = /** @type {(inputs: Catalog_Pay_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financer`)
};

export const catalog_pay_final_sale_finance = /** @type {(inputs: Catalog_Pay_Final_Sale_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : financer`)
};

export const catalog_pay_subscribe = /** @type {(inputs: Catalog_Pay_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

export const catalog_pay_subscribe_short = /** @type {(inputs: Catalog_Pay_Subscribe_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner (courte durée)`)
};

export const catalog_pay_rent = /** @type {(inputs: Catalog_Pay_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Louer`)
};

export const catalog_pay_buy = /** @type {(inputs: Catalog_Pay_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant`)
};

export const catalog_pay_final_sale_buy = /** @type {(inputs: Catalog_Pay_Final_Sale_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente finale : acheter comptant`)
};

export const catalog_pay_buy_classic = /** @type {(inputs: Catalog_Pay_Buy_ClassicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (classique)`)
};

export const catalog_pay_buy_v2 = /** @type {(inputs: Catalog_Pay_Buy_V2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter comptant (v2)`)
};

export const catalog_pay_over_term = /** @type {(inputs: Catalog_Pay_Over_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} sur ${i?.term} mois`)
};

export const catalog_pay_finance_detail = /** @type {(inputs: Catalog_Pay_Finance_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} paiements mensuels, puis la pièce est à vous`)
};

export const catalog_pay_subscribe_detail = /** @type {(inputs: Catalog_Pay_Subscribe_DetailInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mensuel, la pièce est à vous après ${i?.count} paiements`);
	return /** @type {LocalizedString} */ ("catalog_pay_subscribe_detail");
};

export const catalog_pay_subscribe_minimum = /** @type {(inputs: Catalog_Pay_Subscribe_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement minimum de ${i?.term} mois`)
};

export const catalog_pay_rent_detail = /** @type {(inputs: Catalog_Pay_Rent_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé chaque mois jusqu’au retour de la pièce`)
};

export const catalog_pay_final_sale_buy_detail = /** @type {(inputs: Catalog_Pay_Final_Sale_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement; vente finale, aucun retour`)
};

export const catalog_pay_buy_detail = /** @type {(inputs: Catalog_Pay_Buy_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul paiement, la pièce est à vous`)
};

export const catalog_province_ab = /** @type {(inputs: Catalog_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const catalog_province_bc = /** @type {(inputs: Catalog_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const catalog_province_mb = /** @type {(inputs: Catalog_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const catalog_province_nb = /** @type {(inputs: Catalog_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const catalog_province_nl = /** @type {(inputs: Catalog_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const catalog_province_ns = /** @type {(inputs: Catalog_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const catalog_province_nt = /** @type {(inputs: Catalog_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const catalog_province_nu = /** @type {(inputs: Catalog_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const catalog_province_on = /** @type {(inputs: Catalog_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const catalog_province_pe = /** @type {(inputs: Catalog_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const catalog_province_qc = /** @type {(inputs: Catalog_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const catalog_province_sk = /** @type {(inputs: Catalog_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const catalog_province_yt = /** @type {(inputs: Catalog_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};

export const returns_center_title = /** @type {(inputs: Returns_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre de retours`)
};

export const returns_center_intro = /** @type {(inputs: Returns_Center_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez plus besoin d’une pièce? Nous la ramassons chez vous, sept jours sur sept, dans la plage horaire de votre choix.`)
};

export const returns_policy_terms = /** @type {(inputs: Returns_Policy_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez retourner n’importe quel article en tout temps en réservant un ramassage dans votre compte. Un ramassage dans les ${i?.term} suivant le début de l’abonnement d’un article coûte deux fois ses frais mensuels (PivotCare n’en fait pas partie); ${i?.term} après son début, le ramassage est gratuit. La facturation de l’article s’arrête le jour du ramassage.`)
};

export const returns_term_years = /** @type {(inputs: Returns_Term_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ans`)
};

export const returns_term_months = /** @type {(inputs: Returns_Term_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} mois`)
};

export const returns_center_agreement = /** @type {(inputs: Returns_Center_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce sont les conditions de l’entente signée aujourd’hui (version ${i?.version}). Chaque article garde les conditions de retour de l’entente sous laquelle il a été signé : quand vous commencez un retour, chacun indique son propre jour de retour gratuit et ce que coûte un ramassage avant cette date.`)
};

export const returns_center_billing = /** @type {(inputs: Returns_Center_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facturation mensuelle d’un article retourné s’arrête le jour de son ramassage, et les frais sont facturés une fois que l’équipe l’a ramassé. Les articles financés ou achetés vous appartiennent.`)
};

export const returns_center_start = /** @type {(inputs: Returns_Center_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer un retour`)
};

export const returns_page_title = /** @type {(inputs: Returns_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourner des articles`)
};

export const returns_success_title = /** @type {(inputs: Returns_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre ramassage est réservé`)
};

export const returns_success_intro = /** @type {(inputs: Returns_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille du ramassage. Laissez les articles là où l’équipe peut les atteindre.`)
};

export const returns_success_photos = /** @type {(inputs: Returns_Success_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des photos de chaque article (devant, arrière et toute marque) aident notre équipe à planifier le ramassage. Vous pouvez en ajouter ou les remplacer jusqu’au ramassage.`)
};

export const returns_add_photos = /** @type {(inputs: Returns_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

export const returns_view_return = /** @type {(inputs: Returns_View_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le retour`)
};

export const returns_my_account = /** @type {(inputs: Returns_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const returns_return_policy = /** @type {(inputs: Returns_Return_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de retour`)
};

export const returns_reason_no_longer_needed = /** @type {(inputs: Returns_Reason_No_Longer_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je n’en ai plus besoin`)
};

export const returns_reason_moving = /** @type {(inputs: Returns_Reason_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je déménage`)
};

export const returns_reason_not_as_expected = /** @type {(inputs: Returns_Reason_Not_As_ExpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas ce à quoi je m’attendais`)
};

export const returns_reason_damaged = /** @type {(inputs: Returns_Reason_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article est endommagé`)
};

export const returns_reason_upgrading = /** @type {(inputs: Returns_Reason_UpgradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je l’échange contre autre chose`)
};

export const returns_reason_other = /** @type {(inputs: Returns_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une autre raison`)
};

export const returns_condition_better_than_new = /** @type {(inputs: Returns_Condition_Better_Than_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme neuf`)
};

export const returns_condition_light_wear = /** @type {(inputs: Returns_Condition_Light_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légère usure`)
};

export const returns_condition_heavy_wear = /** @type {(inputs: Returns_Condition_Heavy_WearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usure importante`)
};

export const returns_select_title = /** @type {(inputs: Returns_Select_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous retourner?`)
};

export const returns_select_intro = /** @type {(inputs: Returns_Select_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage se fait à une seule adresse. Les retours sont gratuits une fois la période de retour payant d’un article terminée; avant, le ramassage coûte deux fois ses frais d’abonnement mensuels (PivotCare n’en fait pas partie).`)
};

export const returns_continue = /** @type {(inputs: Returns_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

export const returns_free_to_return = /** @type {(inputs: Returns_Free_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour gratuit`)
};

export const returns_free_to_return_from = /** @type {(inputs: Returns_Free_To_Return_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour gratuit à partir du ${i?.date}; un ramassage avant cette date coûte ${i?.fee}`)
};

export const returns_details_title = /** @type {(inputs: Returns_Details_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de chaque article`)
};

export const returns_why_returning = /** @type {(inputs: Returns_Why_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi le retournez-vous?`)
};

export const returns_in_a_few_words = /** @type {(inputs: Returns_In_A_Few_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En quelques mots`)
};

export const returns_what_condition = /** @type {(inputs: Returns_What_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans quel état est-il?`)
};

export const returns_change_items = /** @type {(inputs: Returns_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les articles`)
};

export const returns_photos_title = /** @type {(inputs: Returns_Photos_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montrez-nous leur état`)
};

export const returns_photos_intro_damaged = /** @type {(inputs: Returns_Photos_Intro_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins une photo de chaque article endommagé avant de choisir un jour de ramassage. Les photos des autres articles sont les bienvenues.`)
};

export const returns_photos_intro_optional = /** @type {(inputs: Returns_Photos_Intro_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos sont facultatives : elles aident l’équipe à apporter ce qu’il faut pour le ramassage. Vous pouvez aussi les ajouter après la réservation.`)
};

export const returns_choose_pickup_day = /** @type {(inputs: Returns_Choose_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un jour de ramassage`)
};

export const returns_back_to_details = /** @type {(inputs: Returns_Back_To_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux détails`)
};

export const returns_pickup_title = /** @type {(inputs: Returns_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous passer?`)
};

export const returns_pickup_from = /** @type {(inputs: Returns_Pickup_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adresse du ramassage : ${i?.address}.`)
};

export const returns_pickup_day = /** @type {(inputs: Returns_Pickup_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour du ramassage`)
};

export const returns_pickup_time = /** @type {(inputs: Returns_Pickup_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure du ramassage`)
};

export const returns_first_day = /** @type {(inputs: Returns_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Le premier jour où nous pouvons passer est le ${i?.date}.`)
};

export const returns_review_the_return = /** @type {(inputs: Returns_Review_The_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le retour`)
};

export const returns_back_to_photos = /** @type {(inputs: Returns_Back_To_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux photos`)
};

export const returns_review_title = /** @type {(inputs: Returns_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre retour`)
};

export const returns_items_to_return = /** @type {(inputs: Returns_Items_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles à retourner`)
};

export const returns_free_return = /** @type {(inputs: Returns_Free_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour gratuit`)
};

export const returns_pickup_on = /** @type {(inputs: Returns_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage le`)
};

export const returns_return_fees = /** @type {(inputs: Returns_Return_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de retour`)
};

export const returns_total = /** @type {(inputs: Returns_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const returns_review_terms = /** @type {(inputs: Returns_Review_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les frais sont portés à la carte enregistrée à votre dossier une fois que l’équipe a ramassé les articles. La facturation mensuelle de ces articles s’arrête le jour du ramassage.`)
};

export const returns_book_pickup = /** @type {(inputs: Returns_Book_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver le ramassage`)
};

export const returns_booking_pickup = /** @type {(inputs: Returns_Booking_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation du ramassage`)
};

export const returns_change_pickup = /** @type {(inputs: Returns_Change_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le ramassage`)
};

export const returns_loading = /** @type {(inputs: Returns_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const returns_load_failed = /** @type {(inputs: Returns_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos articles`)
};

export const returns_nothing_to_return = /** @type {(inputs: Returns_Nothing_To_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à retourner pour le moment : les abonnements et les locations peuvent être retournés une fois livrés.`)
};

export const returns_pricing = /** @type {(inputs: Returns_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre retour`)
};

export const returns_price_failed = /** @type {(inputs: Returns_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre retour`)
};

export const returns_opening_confirmation = /** @type {(inputs: Returns_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre confirmation`)
};

export const returns_problem_reason_missing = /** @type {(inputs: Returns_Problem_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez pourquoi vous le retournez.`)
};

export const returns_problem_condition_missing = /** @type {(inputs: Returns_Problem_Condition_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’état dans lequel il se trouve.`)
};

export const returns_problem_note_missing = /** @type {(inputs: Returns_Problem_Note_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous en quelques mots pourquoi vous le retournez.`)
};

export const returns_problem_photo_missing = /** @type {(inputs: Returns_Problem_Photo_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins une photo des dommages.`)
};

export const returns_problem_pickup_day_missing = /** @type {(inputs: Returns_Problem_Pickup_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage.`)
};

export const returns_problem_pickup_day_too_early = /** @type {(inputs: Returns_Problem_Pickup_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Choisissez un jour de ramassage du ${i?.earliest} au ${i?.latest}.`)
};

export const returns_problem_pickup_day_out_of_range = /** @type {(inputs: Returns_Problem_Pickup_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour de ramassage du ${i?.earliest} au ${i?.latest}.`)
};

export const returns_problem_pickup_time_missing = /** @type {(inputs: Returns_Problem_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une heure de ramassage.`)
};

export const returns_problem_one_address = /** @type {(inputs: Returns_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ramassage se fait à une seule adresse. Retournez séparément les articles de chaque adresse.`)
};

export const returns_problem_choose_items = /** @type {(inputs: Returns_Problem_Choose_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un article à retourner.`)
};

export const returns_photo_hint_required = /** @type {(inputs: Returns_Photo_Hint_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire : vous nous avez dit qu’il est endommagé. Montrez les dommages de près et la pièce entière.`)
};

export const returns_photo_hint_optional = /** @type {(inputs: Returns_Photo_Hint_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif : les photos aident l’équipe à planifier le ramassage.`)
};

export const returns_photo_formats = /** @type {(inputs: Returns_Photo_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune, jusqu’à ${i?.max}.`)
};

export const returns_photo_formats_replace = /** @type {(inputs: Returns_Photo_Formats_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune, jusqu’à ${i?.max}. Pour remplacer une photo, retirez-la et ajoutez-en une autre.`)
};

export const returns_photos_of = /** @type {(inputs: Returns_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de ${i?.name}`)
};

export const returns_photo_n_of = /** @type {(inputs: Returns_Photo_N_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} de ${i?.name}`)
};

export const returns_photo_limit = /** @type {(inputs: Returns_Photo_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limite de photos atteinte`)
};

export const returns_add_more_photos = /** @type {(inputs: Returns_Add_More_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter d’autres photos`)
};

export const returns_add_photos_of = /** @type {(inputs: Returns_Add_Photos_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter des photos de ${i?.name}`)
};

export const returns_uploading = /** @type {(inputs: Returns_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement en cours`)
};

export const returns_upload_failed = /** @type {(inputs: Returns_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo n’a pas pu être téléversée. Réessayez.`)
};

export const returns_not_a_photo = /** @type {(inputs: Returns_Not_A_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas une photo. Envoyez une image JPEG, PNG, WebP ou HEIC.`)
};

export const returns_too_large = /** @type {(inputs: Returns_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos doivent faire moins de 15 Mo.`)
};

export const returns_empty_file = /** @type {(inputs: Returns_Empty_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est vide. Choisissez une photo.`)
};

export const returns_photo_count = /** @type {(inputs: Returns_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos sur ${i?.max}`)
};

export const returns_removing = /** @type {(inputs: Returns_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression en cours`)
};

export const returns_remove_photo_n = /** @type {(inputs: Returns_Remove_Photo_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la photo ${i?.number} de ${i?.name}`)
};

export const returns_remove = /** @type {(inputs: Returns_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const returns_photos_page_title = /** @type {(inputs: Returns_Photos_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos de votre retour`)
};

export const returns_open_failed = /** @type {(inputs: Returns_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu ouvrir ce retour`)
};

export const returns_try_again = /** @type {(inputs: Returns_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const returns_something_wrong = /** @type {(inputs: Returns_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite. Veuillez réessayer.`)
};

export const returns_return_number = /** @type {(inputs: Returns_Return_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}.`)
};

export const returns_return_number_pickup = /** @type {(inputs: Returns_Return_Number_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour ${i?.number}, ramassage ${i?.when}.`)
};

export const returns_photos_page_intro = /** @type {(inputs: Returns_Photos_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelques photos de chaque article (devant, arrière et toute marque) aident notre équipe à planifier le ramassage. Les données de localisation sont retirées de chaque photo.`)
};

export const returns_photos_closed_title = /** @type {(inputs: Returns_Photos_Closed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces photos ne peuvent plus être modifiées`)
};

export const returns_photos_closed_text = /** @type {(inputs: Returns_Photos_Closed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles ont été ramassés (ou le ramassage a été annulé).`)
};

export const returns_photos_room = /** @type {(inputs: Returns_Photos_RoomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’à ${i?.max} photos par article : choisissez-en ${i?.room} de plus au maximum.`)
};

export const returns_pickup_when = /** @type {(inputs: Returns_Pickup_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.period}`)
};

export const swapmove_my_products = /** @type {(inputs: Swapmove_My_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes produits`)
};

export const swapmove_my_account = /** @type {(inputs: Swapmove_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon compte`)
};

export const swapmove_no_change = /** @type {(inputs: Swapmove_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun changement`)
};

export const swapmove_loading = /** @type {(inputs: Swapmove_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const swapmove_opening_confirmation = /** @type {(inputs: Swapmove_Opening_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre confirmation`)
};

export const swapmove_view_receipt = /** @type {(inputs: Swapmove_View_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le reçu`)
};

export const swapmove_time = /** @type {(inputs: Swapmove_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

export const swapmove_change_day = /** @type {(inputs: Swapmove_Change_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le jour`)
};

export const swapmove_charged_today = /** @type {(inputs: Swapmove_Charged_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé aujourd’hui`)
};

export const swapmove_first_day = /** @type {(inputs: Swapmove_First_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notice} Le premier jour où nous pouvons passer est le ${i?.date}.`)
};

export const swapmove_load_pieces_failed = /** @type {(inputs: Swapmove_Load_Pieces_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger vos pièces`)
};

export const swapmove_swap_title = /** @type {(inputs: Swapmove_Swap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanger une pièce`)
};

export const swapmove_swap_item_title = /** @type {(inputs: Swapmove_Swap_Item_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle pièce souhaitez-vous échanger?`)
};

export const swapmove_swap_item_intro = /** @type {(inputs: Swapmove_Swap_Item_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce à rendre. Notre équipe apporte la pièce de remplacement et reprend l’ancienne lors de la même visite.`)
};

export const swapmove_your_pieces = /** @type {(inputs: Swapmove_Your_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos pièces`)
};

export const swapmove_choose_replacement = /** @type {(inputs: Swapmove_Choose_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un remplacement`)
};

export const swapmove_replacement_title = /** @type {(inputs: Swapmove_Replacement_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez son remplacement`)
};

export const swapmove_in_place_of = /** @type {(inputs: Swapmove_In_Place_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la place de votre ${i?.name}.`)
};

export const swapmove_in_place_of_charge = /** @type {(inputs: Swapmove_In_Place_Of_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la place de votre ${i?.name} (${i?.charge}).`)
};

export const swapmove_search_catalogue = /** @type {(inputs: Swapmove_Search_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher dans le catalogue`)
};

export const swapmove_searching = /** @type {(inputs: Swapmove_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche en cours`)
};

export const swapmove_search = /** @type {(inputs: Swapmove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher`)
};

export const swapmove_finding_replacements = /** @type {(inputs: Swapmove_Finding_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de remplacements`)
};

export const swapmove_no_replacements = /** @type {(inputs: Swapmove_No_ReplacementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à votre dépôt avec le même mode de paiement. Essayez une autre recherche.`)
};

export const swapmove_replacements_label = /** @type {(inputs: Swapmove_Replacements_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacements offerts à votre dépôt`)
};

export const swapmove_choose_swap_day = /** @type {(inputs: Swapmove_Choose_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir le jour de l’échange`)
};

export const swapmove_change_item = /** @type {(inputs: Swapmove_Change_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la pièce`)
};

export const swapmove_swap_schedule_title = /** @type {(inputs: Swapmove_Swap_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand l’équipe doit-elle passer?`)
};

export const swapmove_swap_schedule_intro = /** @type {(inputs: Swapmove_Swap_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au ${i?.address} : l’équipe apporte la nouvelle pièce et reprend votre ${i?.name} lors de la même visite.`)
};

export const swapmove_swap_day = /** @type {(inputs: Swapmove_Swap_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour de l’échange`)
};

export const swapmove_review_swap = /** @type {(inputs: Swapmove_Review_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier l’échange`)
};

export const swapmove_change_replacement = /** @type {(inputs: Swapmove_Change_ReplacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le remplacement`)
};

export const swapmove_swap_review_title = /** @type {(inputs: Swapmove_Swap_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre échange`)
};

export const swapmove_the_swap = /** @type {(inputs: Swapmove_The_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’échange`)
};

export const swapmove_goes_back = /** @type {(inputs: Swapmove_Goes_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repart avec l’équipe`)
};

export const swapmove_comes_in_place = /** @type {(inputs: Swapmove_Comes_In_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrive à sa place`)
};

export const swapmove_swap_on = /** @type {(inputs: Swapmove_Swap_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échange le`)
};

export const swapmove_at_address = /** @type {(inputs: Swapmove_At_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`au ${i?.address}`)
};

export const swapmove_monthly_from_swap = /** @type {(inputs: Swapmove_Monthly_From_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualité à partir du jour de l’échange`)
};

export const swapmove_swap_visit = /** @type {(inputs: Swapmove_Swap_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite d’échange`)
};

export const swapmove_swap_terms = /** @type {(inputs: Swapmove_Swap_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant d’aujourd’hui est porté à la carte enregistrée à votre dossier. L’abonnement de votre pièce actuelle prend fin le jour de l’échange et celui de la nouvelle commence ce jour-là; son premier mois est facturé une fois qu’elle est livrée.`)
};

export const swapmove_confirm_swap = /** @type {(inputs: Swapmove_Confirm_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l’échange`)
};

export const swapmove_booking_swap = /** @type {(inputs: Swapmove_Booking_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation de l’échange`)
};

export const swapmove_nothing_to_swap = /** @type {(inputs: Swapmove_Nothing_To_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à échanger pour le moment : les pièces en abonnement ou en location peuvent être échangées une fois livrées, une réservation à la fois.`)
};

export const swapmove_replacements_failed = /** @type {(inputs: Swapmove_Replacements_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu charger les remplacements`)
};

export const swapmove_pricing_swap = /** @type {(inputs: Swapmove_Pricing_SwapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre échange`)
};

export const swapmove_swap_price_failed = /** @type {(inputs: Swapmove_Swap_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre échange`)
};

export const swapmove_swap_booked = /** @type {(inputs: Swapmove_Swap_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre échange est réservé`)
};

export const swapmove_swap_success_intro = /** @type {(inputs: Swapmove_Swap_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille de la visite. L’équipe apporte votre nouvelle pièce et reprend l’ancienne; laissez-lui un passage dégagé.`)
};

export const swapmove_problem_item_missing = /** @type {(inputs: Swapmove_Problem_Item_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce à rendre.`)
};

export const swapmove_problem_replacement_missing = /** @type {(inputs: Swapmove_Problem_Replacement_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la pièce que vous voulez à la place.`)
};

export const swapmove_problem_swap_day_missing = /** @type {(inputs: Swapmove_Problem_Swap_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour de l’échange.`)
};

export const swapmove_problem_swap_day_out_of_range = /** @type {(inputs: Swapmove_Problem_Swap_Day_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour d’échange du ${i?.earliest} au ${i?.latest}.`)
};

export const swapmove_problem_time_missing = /** @type {(inputs: Swapmove_Problem_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une heure pour l’équipe.`)
};

export const swapmove_move_title = /** @type {(inputs: Swapmove_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déménager vos meubles`)
};

export const swapmove_move_items_title = /** @type {(inputs: Swapmove_Move_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que souhaitez-vous déménager?`)
};

export const swapmove_move_items_intro = /** @type {(inputs: Swapmove_Move_Items_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une partie ou la totalité des pièces d’une même adresse. Un déménagement demande un préavis d’au moins une semaine.`)
};

export const swapmove_yours = /** @type {(inputs: Swapmove_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À vous`)
};

export const swapmove_choose_new_address = /** @type {(inputs: Swapmove_Choose_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir la nouvelle adresse`)
};

export const swapmove_address_title = /** @type {(inputs: Swapmove_Address_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vont-elles?`)
};

export const swapmove_from_address = /** @type {(inputs: Swapmove_From_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Départ : ${i?.address}.`)
};

export const swapmove_your_addresses = /** @type {(inputs: Swapmove_Your_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adresses`)
};

export const swapmove_new_address = /** @type {(inputs: Swapmove_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle adresse`)
};

export const swapmove_save_address = /** @type {(inputs: Swapmove_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer cette adresse`)
};

export const swapmove_the_new_address = /** @type {(inputs: Swapmove_The_New_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nouvelle adresse`)
};

export const swapmove_choose_move_day = /** @type {(inputs: Swapmove_Choose_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir le jour du déménagement`)
};

export const swapmove_checking_address = /** @type {(inputs: Swapmove_Checking_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de l’adresse`)
};

export const swapmove_change_items = /** @type {(inputs: Swapmove_Change_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les pièces`)
};

export const swapmove_check_address = /** @type {(inputs: Swapmove_Check_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez l’adresse.`)
};

export const swapmove_move_schedule_title = /** @type {(inputs: Swapmove_Move_Schedule_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand devons-nous les ramasser?`)
};

export const swapmove_move_schedule_intro = /** @type {(inputs: Swapmove_Move_Schedule_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe (${i?.fromDepot}) les ramasse; ${i?.delivery}. Le premier jour possible pour le déménagement est le ${i?.earliest}.`)
};

export const swapmove_delivered_same_day = /** @type {(inputs: Swapmove_Delivered_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elle les livre le jour même`)
};

export const swapmove_delivered_next_day = /** @type {(inputs: Swapmove_Delivered_Next_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notre équipe (${i?.toDepot}) les livre le lendemain`)
};

export const swapmove_delivered_days_later = /** @type {(inputs: Swapmove_Delivered_Days_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notre équipe (${i?.toDepot}) les livre ${i?.days} jours plus tard`)
};

export const swapmove_move_day = /** @type {(inputs: Swapmove_Move_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour du déménagement`)
};

export const swapmove_review_move = /** @type {(inputs: Swapmove_Review_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le déménagement`)
};

export const swapmove_change_address = /** @type {(inputs: Swapmove_Change_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l’adresse`)
};

export const swapmove_priced_on = /** @type {(inputs: Swapmove_Priced_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix établi selon`)
};

export const swapmove_through = /** @type {(inputs: Swapmove_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(en passant par ${i?.places})`)
};

export const swapmove_between_depots_rate = /** @type {(inputs: Swapmove_Between_Depots_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entre deux dépôts, nous facturons ${i?.rate} par kilomètre de route selon notre grille publiée;`)
};

export const swapmove_check_road = /** @type {(inputs: Swapmove_Check_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vérifiez la route sur OpenStreetMap`)
};

export const swapmove_one_crew = /** @type {(inputs: Swapmove_One_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une seule équipe ramasse et livre le jour même.`)
};

export const swapmove_buyout_title = /** @type {(inputs: Swapmove_Buyout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce déménagement coûte plus cher qu’un rachat`)
};

export const swapmove_buyout_text_one = /** @type {(inputs: Swapmove_Buyout_Text_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de déménagement, ${i?.fee} avant taxes, dépassent le rachat de cette pièce aujourd’hui : ${i?.buyout} avant taxes. Vous pourriez la racheter et la garder, ou la retourner et choisir des meubles près de votre nouveau domicile.`)
};

export const swapmove_buyout_text_many = /** @type {(inputs: Swapmove_Buyout_Text_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les frais de déménagement, ${i?.fee} avant taxes, dépassent le rachat de ces pièces aujourd’hui : ${i?.buyout} avant taxes. Vous pourriez les racheter et les garder, ou les retourner et choisir des meubles près de votre nouveau domicile.`)
};

export const swapmove_buy_out_one = /** @type {(inputs: Swapmove_Buy_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La racheter plutôt`)
};

export const swapmove_buy_out_many = /** @type {(inputs: Swapmove_Buy_Out_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les racheter plutôt`)
};

export const swapmove_return_one = /** @type {(inputs: Swapmove_Return_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La retourner plutôt`)
};

export const swapmove_return_many = /** @type {(inputs: Swapmove_Return_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les retourner plutôt`)
};

export const swapmove_move_review_title = /** @type {(inputs: Swapmove_Move_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre déménagement`)
};

export const swapmove_pieces_to_move = /** @type {(inputs: Swapmove_Pieces_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièces à déménager`)
};

export const swapmove_from = /** @type {(inputs: Swapmove_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

export const swapmove_to = /** @type {(inputs: Swapmove_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à`)
};

export const swapmove_pickup_on = /** @type {(inputs: Swapmove_Pickup_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassage le`)
};

export const swapmove_delivery_on = /** @type {(inputs: Swapmove_Delivery_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; livraison le`)
};

export const swapmove_move_fee_between = /** @type {(inputs: Swapmove_Move_Fee_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de déménagement (${i?.from} à ${i?.to}, ${i?.km} km par la route)`)
};

export const swapmove_move_fee_within = /** @type {(inputs: Swapmove_Move_Fee_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de déménagement (${i?.depot} et environs)`)
};

export const swapmove_move_terms_card = /** @type {(inputs: Swapmove_Move_Terms_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les frais sont portés aujourd’hui à la carte enregistrée à votre dossier.`)
};

export const swapmove_move_terms_taxed = /** @type {(inputs: Swapmove_Move_Terms_TaxedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du jour de la livraison, vos factures sont taxées selon la province de destination (${i?.province}).`)
};

export const swapmove_move_terms_same = /** @type {(inputs: Swapmove_Move_Terms_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos frais mensuels ne changent pas.`)
};

export const swapmove_confirm_move = /** @type {(inputs: Swapmove_Confirm_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le déménagement`)
};

export const swapmove_booking_move = /** @type {(inputs: Swapmove_Booking_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation du déménagement`)
};

export const swapmove_nothing_to_move = /** @type {(inputs: Swapmove_Nothing_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien à déménager pour le moment : les pièces d’un forfait peuvent être déménagées une fois livrées, une réservation à la fois.`)
};

export const swapmove_pricing_move = /** @type {(inputs: Swapmove_Pricing_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calcul du prix de votre déménagement`)
};

export const swapmove_move_price_failed = /** @type {(inputs: Swapmove_Move_Price_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu calculer le prix de votre déménagement`)
};

export const swapmove_move_booked = /** @type {(inputs: Swapmove_Move_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre déménagement est réservé`)
};

export const swapmove_move_success_intro = /** @type {(inputs: Swapmove_Move_Success_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un courriel la veille du ramassage, puis de nouveau avant la livraison à votre nouvelle adresse.`)
};

export const swapmove_problem_one_address = /** @type {(inputs: Swapmove_Problem_One_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un déménagement prend les pièces d’une seule adresse. Déménagez séparément les pièces de chaque adresse.`)
};

export const swapmove_problem_items_missing = /** @type {(inputs: Swapmove_Problem_Items_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins une pièce à déménager.`)
};

export const swapmove_problem_address_missing = /** @type {(inputs: Swapmove_Problem_Address_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’adresse de destination.`)
};

export const swapmove_problem_move_day_missing = /** @type {(inputs: Swapmove_Problem_Move_Day_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le jour du déménagement.`)
};

export const swapmove_problem_move_day_too_early = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_EarlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un déménagement demande un préavis d’au moins une semaine. Choisissez le ${i?.earliest} ou un jour plus tard.`)
};

export const swapmove_problem_move_day_too_late = /** @type {(inputs: Swapmove_Problem_Move_Day_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les déménagements peuvent être réservés jusqu’au ${i?.latest}.`)
};

export const swapmove_province_ab = /** @type {(inputs: Swapmove_Province_AbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alberta`)
};

export const swapmove_province_bc = /** @type {(inputs: Swapmove_Province_BcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colombie-Britannique`)
};

export const swapmove_province_mb = /** @type {(inputs: Swapmove_Province_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manitoba`)
};

export const swapmove_province_nb = /** @type {(inputs: Swapmove_Province_NbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau-Brunswick`)
};

export const swapmove_province_nl = /** @type {(inputs: Swapmove_Province_NlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terre-Neuve-et-Labrador`)
};

export const swapmove_province_ns = /** @type {(inputs: Swapmove_Province_NsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle-Écosse`)
};

export const swapmove_province_nt = /** @type {(inputs: Swapmove_Province_NtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Territoires du Nord-Ouest`)
};

export const swapmove_province_nu = /** @type {(inputs: Swapmove_Province_NuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunavut`)
};

export const swapmove_province_on = /** @type {(inputs: Swapmove_Province_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario`)
};

export const swapmove_province_pe = /** @type {(inputs: Swapmove_Province_PeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Île-du-Prince-Édouard`)
};

export const swapmove_province_qc = /** @type {(inputs: Swapmove_Province_QcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Québec`)
};

export const swapmove_province_sk = /** @type {(inputs: Swapmove_Province_SkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saskatchewan`)
};

export const swapmove_province_yt = /** @type {(inputs: Swapmove_Province_YtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yukon`)
};